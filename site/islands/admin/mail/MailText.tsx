import { linkedRuns } from '#shared/linked-text.ts';

/**
 * A mail's plain text as its recipient reads it, line for line, each web address a link that opens
 * in a new tab. Only the text is read: React escapes every run, so nothing in it becomes markup.
 * It takes focus itself, so a long mail with no link in it still scrolls from the keyboard.
 */
export function MailText({ text }: { text: string }) {
  return (
    <section
      aria-label="Message text"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls is reached and scrolled from the keyboard.
      tabIndex={0}
      className="rounded-lg bg-white p-4 font-sans whitespace-pre-wrap wrap-anywhere text-navy-900 ring-1 ring-navy-900/10"
    >
      {linkedRuns(text).map((run, index) =>
        run.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are fixed for one text and never reordered.
          <a key={index} href={run.href} target="_blank" rel="noopener noreferrer" className="text-sea-800 underline underline-offset-2">
            {run.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs are fixed for one text and never reordered.
          <span key={index}>{run.text}</span>
        ),
      )}
    </section>
  );
}

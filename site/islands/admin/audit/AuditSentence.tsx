import { auditSentence, type AuditSentenceFacts } from '#shared/audit-sentence.ts';
import { sentencePartHref, type AuditLinkFacts } from './audit-links.ts';

/** An office action as a sentence, the record's and the client's names each a link to open them. */
export function AuditSentence({ facts }: { facts: AuditSentenceFacts & AuditLinkFacts }) {
  return (
    <>
      {auditSentence(facts).map((part, index) => {
        const href = sentencePartHref(part, facts);
        return href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's runs never move
          <a key={index} href={href} className="font-semibold text-sea-800 underline underline-offset-2 hover:text-sea-900">
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a sentence's runs never move
          <span key={index}>{part.text}</span>
        );
      })}
    </>
  );
}

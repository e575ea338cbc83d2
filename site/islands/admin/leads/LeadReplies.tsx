import type { LeadReplyView } from '#shared/admin-lead-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';

/** What the office wrote back to the lead by email, oldest first: subject, who, when, and the words sent. */
export function LeadReplies({ replies }: { replies: LeadReplyView[] }) {
  if (replies.length === 0) return <p className="text-navy-700">No replies sent yet.</p>;
  return (
    <ol aria-label="Replies sent" className="grid gap-3">
      {replies.map((reply) => (
        <li key={reply.id} className="rounded-md bg-sand-50 p-4 ring-1 ring-sand-300">
          <p className="font-semibold wrap-anywhere text-navy-900">{reply.subject}</p>
          <p className="text-sm text-navy-700">
            Sent by {reply.sentBy} · {formatFacilityDateTime(reply.sentAt)}
          </p>
          <p className="mt-2 whitespace-pre-line wrap-anywhere text-navy-900">{reply.message}</p>
        </li>
      ))}
    </ol>
  );
}

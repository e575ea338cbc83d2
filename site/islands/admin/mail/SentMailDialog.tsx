import { useQuery } from '@tanstack/react-query';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { Badge } from '#site/islands/ui/Badge.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { MailText } from './MailText.tsx';
import { getSentMail, sentMailKeys } from './sent-mail-api.ts';
import { sentMailStatusLook } from './sent-mail-look.ts';

/** One message as its recipient reads it: who it went to, when, the file attached, its status, and its text with links that open. */
export function SentMailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const mail = useQuery({ queryKey: sentMailKeys.message(id), queryFn: ({ signal }) => getSentMail(id, signal) });
  const title = mail.data?.subject ?? 'Sent mail';
  return (
    <AdminDialog
      title={title}
      description={mail.data ? `${mail.data.kind} · to ${mail.data.to}` : 'One message'}
      onClose={onClose}
      size="wide"
    >
      {mail.isPending && <LoadingNotice>Opening the message…</LoadingNotice>}
      {mail.isError && <LoadFailure query={mail}>The message could not be opened. Check the connection and try again.</LoadFailure>}
      {mail.data && (
        <div className="grid gap-4">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-navy-800">To</dt>
            <dd className="wrap-anywhere text-navy-950">{mail.data.to}</dd>
            {mail.data.replyTo && (
              <>
                <dt className="font-semibold text-navy-800">Replies to</dt>
                <dd className="wrap-anywhere text-navy-950">{mail.data.replyTo}</dd>
              </>
            )}
            <dt className="font-semibold text-navy-800">Written</dt>
            <dd className="text-navy-950">
              <time dateTime={mail.data.createdAt}>{formatFacilityDateTime(mail.data.createdAt)}</time>
            </dd>
            {mail.data.sentAt && (
              <>
                <dt className="font-semibold text-navy-800">Sent</dt>
                <dd className="text-navy-950">
                  <time dateTime={mail.data.sentAt}>{formatFacilityDateTime(mail.data.sentAt)}</time>
                </dd>
              </>
            )}
            {mail.data.attachment && (
              <>
                <dt className="font-semibold text-navy-800">Attached</dt>
                <dd className="wrap-anywhere text-navy-950">{mail.data.attachment}</dd>
              </>
            )}
            <dt className="font-semibold text-navy-800">Status</dt>
            <dd>
              <Badge tone={sentMailStatusLook[mail.data.status].tone}>{sentMailStatusLook[mail.data.status].label}</Badge>
            </dd>
            {mail.data.lastError && (
              <>
                <dt className="font-semibold text-navy-800">Why not sent</dt>
                <dd className="wrap-anywhere text-navy-950">{mail.data.lastError}</dd>
              </>
            )}
          </dl>
          <MailText text={mail.data.text} />
        </div>
      )}
    </AdminDialog>
  );
}

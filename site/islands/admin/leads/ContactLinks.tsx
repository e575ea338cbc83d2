import type { AdminLead } from '#shared/admin-lead-views.ts';
import { emailHref, phoneHref } from './contact-links.ts';

const linkClass = 'wrap-anywhere text-navy-800 underline underline-offset-2 hover:text-navy-950';

/** The lead's email and phone as links that open a mail or start a call. */
export function ContactLinks({ lead }: { lead: Pick<AdminLead, 'email' | 'phone'> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <a href={emailHref(lead.email)} className={linkClass}>
        {lead.email}
      </a>
      {lead.phone && (
        <a href={phoneHref(lead.phone)} className={linkClass}>
          {lead.phone}
        </a>
      )}
    </p>
  );
}

import { CircleX, Phone } from 'lucide-react';
import { primaryButtonClass, secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import type { DockOffice } from './storm-answer-words.ts';

/**
 * What the page shows when its link cannot take an answer (none in the address, unknown, or the
 * stage has moved on): the server's reason, then a person to call and the storm policy.
 */
export function LinkNotValid({ message, office }: { message: string; office: DockOffice }) {
  return (
    <div role="alert" className="grid gap-4">
      <p className="flex items-center gap-3 text-xl font-bold text-navy-900">
        <CircleX aria-hidden="true" className="size-7 shrink-0 text-safety-600" />
        This link is not valid
      </p>
      <p className="text-lg text-navy-800">{message}</p>
      <div className="flex flex-wrap gap-3">
        <a href={`tel:${office.tel}`} className={primaryButtonClass}>
          <Phone aria-hidden="true" className="size-5" />
          Call <span className="tabular-nums">{office.display}</span>
        </a>
        <a href="/hurricane" className={secondaryButtonClass}>
          Storm stages and what to do
        </a>
      </div>
    </div>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A titled group of fields; the legend holds an h2 so the sections also appear in the heading outline. */
export function FormSection({ title, icon: Icon, children }: { title: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-sand-300 pt-8">
      <legend className="float-left mb-6 w-full">
        <h2 className="flex items-center gap-3 text-xl font-bold">
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-sea-100 text-sea-800">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          {title}
        </h2>
      </legend>
      <div className="clear-left grid grid-cols-1 gap-6 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

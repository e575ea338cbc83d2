import { LoaderCircle } from 'lucide-react';

/** Shown while the API matches the project: a spinner with words, and the shape of the cards to come. */
export function AnalyzingPanel() {
  return (
    <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10 sm:p-8">
      <p className="flex items-center gap-3 text-lg font-semibold">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-sea-700" />
        Analyzing your project...
      </p>
      <div aria-hidden="true" className="mt-6 grid gap-4">
        {[0, 1].map((card) => (
          <div key={card} className="animate-pulse rounded-lg bg-sand-50 p-5">
            <div className="h-5 w-1/2 rounded bg-sand-300" />
            <div className="mt-4 h-3 w-full rounded bg-sand-200" />
            <div className="mt-2 h-3 w-5/6 rounded bg-sand-200" />
            <div className="mt-5 grid grid-cols-3 gap-3">
              <div className="h-10 rounded bg-sand-200" />
              <div className="h-10 rounded bg-sand-200" />
              <div className="h-10 rounded bg-sand-200" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

import { skeletonCardCount } from '#shared/document-options.ts';

/** Grey stand-ins in the shape of the cards while the library loads; the status line says so in words. */
export function SkeletonCards() {
  return (
    <div>
      <p role="status" className="sr-only">
        Loading documents…
      </p>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: skeletonCardCount }, (_, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the stand-ins are all alike and never move.
            key={index}
            data-skeleton-card
            className="grid animate-pulse gap-3 rounded-xl bg-white p-5 ring-1 ring-sand-300 motion-reduce:animate-none"
          >
            <div className="flex gap-3">
              <div className="size-12 rounded-lg bg-sand-200" />
              <div className="grid flex-1 gap-2">
                <div className="h-5 w-3/4 rounded bg-sand-200" />
                <div className="h-4 w-1/2 rounded bg-sand-200" />
              </div>
            </div>
            <div className="h-6 w-20 rounded-full bg-sand-200" />
            <div className="h-12 rounded bg-sand-200" />
            <div className="h-11 w-32 rounded bg-sand-200" />
          </li>
        ))}
      </ul>
    </div>
  );
}

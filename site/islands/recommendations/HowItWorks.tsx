import { ClipboardList, ListChecks, Sparkles } from 'lucide-react';

/** The idle panel: what the matcher does with a description, before anything is sent. */
export function HowItWorks({ serviceCount }: { serviceCount: number }) {
  const steps = [
    {
      icon: ClipboardList,
      title: 'Describe the job',
      text:
        'The work, the vessel, where she is and how soon. ' +
        'Plain words are fine: “tonight” or “taking on water” is handled as an emergency.',
    },
    {
      icon: Sparkles,
      title: `We match it against our ${serviceCount} services`,
      text: 'From crew changes and supply runs to dry dock, rigging and ship brokering.',
    },
    {
      icon: ListChecks,
      title: 'You get a short list',
      text: 'Each match with its estimated duration and cost, how fast we deploy and the next steps.',
    },
  ];

  return (
    <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10 sm:p-8">
      <h2 className="text-2xl font-extrabold">How it works</h2>
      <ol className="mt-6 grid gap-6">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-sea-300">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <span>
              <span className="block font-bold">
                <span className="money text-sea-700">{index + 1}.</span> {title}
              </span>
              <span className="mt-1 block text-navy-600">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="mt-8 border-t border-sand-300 pt-6 text-sm text-navy-600">
        Matching is a starting point, not a quote. A coordinator confirms scope and price before any work starts.
      </p>
    </div>
  );
}

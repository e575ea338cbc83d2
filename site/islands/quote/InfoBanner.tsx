import { BadgeDollarSign, Clock, FileText } from 'lucide-react';

const promises = [
  { icon: Clock, title: 'Initial quote within 24 hours', text: 'A coordinator reads every request the day it arrives.' },
  { icon: FileText, title: 'Detailed breakdown', text: 'Labor, materials, equipment and schedule, line by line.' },
  { icon: BadgeDollarSign, title: 'Competitive pricing', text: 'Gulf coast rates from our own crews and shop, no broker markup.' },
];

/** What the visitor gets back, shown just above the submit button. */
export function InfoBanner() {
  return (
    <section aria-labelledby="quote-next-heading" className="rounded-xl bg-sea-100 p-6 text-navy-900">
      <h2 id="quote-next-heading" className="text-lg font-bold">
        What happens next
      </h2>
      <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-3">
        {promises.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea-800" />
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-navy-700">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

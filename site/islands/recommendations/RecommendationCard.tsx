import { ArrowRight, Clock, DollarSign, Truck } from 'lucide-react';
import type { Recommendation } from '#shared/schemas/recommendation.ts';
import { quoteRequestHref } from '#site/lib/quote-request-link.ts';
import { ConfidenceBadge } from './ConfidenceBadge.tsx';

const linkClass = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors';

/** One matched service: why it fits, what it takes, what happens next, and where to go from here. */
/** One match; its "Request a Quote" carries the visitor's description into the quote form (decision 096). */
export function RecommendationCard({ recommendation, description }: { recommendation: Recommendation; description: string }) {
  const { service, confidence, reasoning, estimatedDuration, estimatedCost, nextSteps } = recommendation;
  const facts = [
    { icon: Clock, term: 'Estimated duration', value: estimatedDuration },
    { icon: DollarSign, term: 'Estimated cost', value: estimatedCost },
    { icon: Truck, term: 'Deployment', value: service.deployment },
  ];

  return (
    <article aria-labelledby={`match-${service.id}`} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={`match-${service.id}`} className="text-xl font-bold">
          {service.name}
        </h3>
        <ConfidenceBadge confidence={confidence} />
      </div>
      <p className="mt-2 text-navy-600">{service.description}</p>

      <h4 className="mt-5 text-sm font-bold tracking-wider text-navy-700 uppercase">Why it fits</h4>
      <p className="mt-1">{reasoning}</p>

      <dl className="mt-5 grid grid-cols-1 gap-3 rounded-lg bg-sand-50 p-4 sm:grid-cols-3">
        {facts.map(({ icon: Icon, term, value }) => (
          <div key={term}>
            <dt className="flex items-center gap-1.5 text-sm font-semibold text-navy-600">
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {term}
            </dt>
            <dd className="mt-1 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>

      <h4 className="mt-5 text-sm font-bold tracking-wider text-navy-700 uppercase">Next steps</h4>
      <ol className="mt-2 grid list-decimal gap-1 pl-6 marker:font-semibold marker:text-sea-700">
        {nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <a href={quoteRequestHref(service.id, description)} className={`${linkClass} bg-sea-700 text-white hover:bg-sea-800`}>
          Request a Quote
        </a>
        <a
          href="/contact"
          className={`${linkClass} border-2 border-navy-900/15 bg-white text-navy-900 hover:border-sea-700 hover:text-sea-800`}
        >
          Contact Us
        </a>
        <a
          href={`/services/${service.id}`}
          className={[
            'inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-sea-700 underline-offset-4 hover:text-sea-800',
            'hover:underline',
          ].join(' ')}
        >
          About {service.name}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </a>
      </div>
    </article>
  );
}

import { useEffect, useRef } from 'react';
import type { RecommendationAnswer } from '#shared/schemas/recommendation.ts';
import { RecommendationCard } from './RecommendationCard.tsx';
import { EmergencyLeadPanel, UrgencyNotice } from './UrgencyNotice.tsx';

interface RecommendationResultsProps {
  answer: RecommendationAnswer;
  /** What the visitor typed, carried into the quote form by each match's "Request a Quote". */
  description: string;
}

/**
 * The answer: the 24/7 line first when the request is urgent (decision 096), then the matched services,
 * best first. The first heading takes focus on arrival so keyboard and screen reader users land on it.
 */
export function RecommendationResults({ answer, description }: RecommendationResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer moves focus to its heading.
  useEffect(() => {
    heading.current?.focus();
  }, [answer]);

  const { emergency, recommendations } = answer;
  const count = recommendations.length;
  // Urgency belongs to the request, so every match carries the same understanding of it.
  const [best] = recommendations;
  return (
    <div>
      {emergency && (
        <>
          <h2 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-extrabold">
            Call our 24/7 emergency line
          </h2>
          <EmergencyLeadPanel lead={emergency} />
        </>
      )}
      {count > 0 && (
        <>
          <h2 ref={emergency ? undefined : heading} tabIndex={-1} className={`text-2xl font-extrabold ${emergency ? 'mt-8' : ''}`}>
            Recommended services
          </h2>
          <p className="mt-1 text-navy-600">
            {count === 1 ? '1 service matches' : `${count} services match`} your project, best match first.
          </p>
          {!emergency && best?.urgencyNote && <UrgencyNotice note={best.urgencyNote} />}
          <ul className="mt-6 grid gap-6">
            {recommendations.map((recommendation) => (
              <li key={recommendation.service.id}>
                <RecommendationCard recommendation={recommendation} description={description} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

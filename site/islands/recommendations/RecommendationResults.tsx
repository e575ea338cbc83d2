import { useEffect, useRef } from 'react';
import type { Recommendation } from '#shared/schemas/recommendation.ts';
import { RecommendationCard } from './RecommendationCard.tsx';
import { UrgencyNotice, type PhoneNumber } from './UrgencyNotice.tsx';

interface RecommendationResultsProps {
  recommendations: Recommendation[];
  emergencyPhone: PhoneNumber;
}

/** The matched services, best first. The heading takes focus on arrival so keyboard and screen reader users land on it. */
export function RecommendationResults({ recommendations, emergencyPhone }: RecommendationResultsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list of matches moves focus to its heading.
  useEffect(() => {
    heading.current?.focus();
  }, [recommendations]);

  const count = recommendations.length;
  // Urgency belongs to the request, so every match carries the same understanding of it.
  const [best] = recommendations;
  return (
    <div>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-extrabold">
        Recommended services
      </h2>
      <p className="mt-1 text-navy-600">{count === 1 ? '1 service matches' : `${count} services match`} your project, best match first.</p>
      {best?.urgencyNote && <UrgencyNotice urgency={best.urgency} note={best.urgencyNote} emergencyPhone={emergencyPhone} />}
      <ul className="mt-6 grid gap-6">
        {recommendations.map((recommendation) => (
          <li key={recommendation.service.id}>
            <RecommendationCard recommendation={recommendation} />
          </li>
        ))}
      </ul>
    </div>
  );
}

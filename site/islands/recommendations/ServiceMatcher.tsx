import { useState } from 'react';
import type { RecommendationAnswer, RecommendationRequest } from '#shared/schemas/recommendation.ts';
import { toast } from '#site/lib/toast-store.ts';
import Toaster from '#site/islands/toaster/Toaster.tsx';
import { AnalyzingPanel } from './AnalyzingPanel.tsx';
import { fetchRecommendations } from './fetch-recommendations.ts';
import { HowItWorks } from './HowItWorks.tsx';
import { MatcherForm } from './MatcherForm.tsx';
import { RecommendationResults } from './RecommendationResults.tsx';

type MatcherState = { step: 'idle' } | { step: 'loading' } | { step: 'results'; answer: RecommendationAnswer; description: string };

/**
 * Smart Service Matching: the project form on the left, and how it works, the analysis or the matches
 * on the right, with the toasts they raise. It hydrates when the visitor starts on the form (decision 072).
 */
export default function ServiceMatcher({ serviceCount }: { serviceCount: number }) {
  const [state, setState] = useState<MatcherState>({ step: 'idle' });

  const match = async (request: RecommendationRequest) => {
    setState({ step: 'loading' });
    try {
      const answer = await fetchRecommendations(request);
      // An urgent request is never a dead end: the 24/7 line shows even when nothing matched (decision 096).
      if (answer.recommendations.length === 0 && !answer.emergency) {
        setState({ step: 'idle' });
        toast({ title: 'No Recommendations Found', description: 'Please try providing more details about your project requirements.' });
        return;
      }
      setState({ step: 'results', answer, description: request.projectDescription });
    } catch {
      // Matches shown before belong to an earlier description, so they are not left on screen.
      setState({ step: 'idle' });
      toast({
        title: 'Analysis Failed',
        description: 'Unable to generate recommendations. Please try again or contact our team.',
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="grid grid-cols-1 items-start gap-10 lg:grid-cols-2">
      <MatcherForm pending={state.step === 'loading'} onMatch={match} />
      <section aria-label="Matching results" aria-live="polite" aria-busy={state.step === 'loading'}>
        {state.step === 'idle' && <HowItWorks serviceCount={serviceCount} />}
        {state.step === 'loading' && <AnalyzingPanel />}
        {state.step === 'results' && <RecommendationResults answer={state.answer} description={state.description} />}
      </section>
      <Toaster />
    </div>
  );
}

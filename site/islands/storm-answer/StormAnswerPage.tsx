import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '#shared/api-client.ts';
import type { StormNoticeView } from '#shared/schemas/storm-answer.ts';
import { Outcome } from '#site/islands/customer/Outcome.tsx';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { AnsweredSummary } from './AnsweredSummary.tsx';
import { LinkNotValid } from './LinkNotValid.tsx';
import { StormAnswerForm } from './StormAnswerForm.tsx';
import { StormNoticeSummary } from './StormNoticeSummary.tsx';
import { readStormNotice } from './storm-answer-api.ts';
import type { DockOffice } from './storm-answer-words.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'not-valid'; message: string }
  | { kind: 'unreachable'; message: string }
  | { kind: 'ready'; token: string; notice: StormNoticeView; justAnswered: boolean; remark?: string | undefined };

const noTokenMessage = 'The address has no answer code in it. Your email program may have cut the link short.';
const unknownLinkMessage = 'We do not know this link.';

/** An answer that says the link itself cannot be used (unknown, or the stage has moved on), not that the request failed. */
const refusesLink = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 404 || error.status === 410);

/**
 * `/storm-answer?token=…`: the page a storm notice's mail links to. No sign-in: the token is the
 * key. It shows the stage and what it asks, then takes the tenant's one answer for every vessel the
 * notice names, or shows the answer already given.
 */
export default function StormAnswerPage({ token, office }: { token: string | undefined; office: DockOffice }) {
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'not-valid', message: noTokenMessage });

  const load = useCallback(
    (signal?: AbortSignal, remark?: string) => {
      if (!token) return;
      setState({ kind: 'loading' });
      readStormNotice(token, signal).then(
        (notice) => setState({ kind: 'ready', token, notice, justAnswered: false, remark }),
        (error: unknown) => {
          if (signal?.aborted) return;
          setState(
            refusesLink(error)
              ? { kind: 'not-valid', message: errorMessage(error, unknownLinkMessage) }
              : { kind: 'unreachable', message: errorMessage(error, unreachableMessage) },
          );
        },
      );
    },
    [token],
  );

  useEffect(() => {
    const request = new AbortController();
    load(request.signal);
    return () => request.abort();
  }, [load]);

  if (state.kind === 'loading') return <Outcome kind="working" title="Opening your storm notice…" />;
  if (state.kind === 'not-valid') return <LinkNotValid message={state.message} office={office} />;
  if (state.kind === 'unreachable') {
    return (
      <Outcome kind="refused" title="Your storm notice did not open" message={state.message}>
        <button type="button" onClick={() => load()} className={secondaryButtonClass}>
          Try again
        </button>
      </Outcome>
    );
  }

  const { notice, justAnswered, remark } = state;
  const answeredAt = notice.answeredAt;
  return (
    <div className="grid gap-8">
      <StormNoticeSummary notice={notice} />
      <div className="border-t border-navy-900/10 pt-8">
        {remark && (
          <p role="alert" className="mb-4 font-semibold text-navy-900">
            {remark}
          </p>
        )}
        {notice.vessels.length === 0 ? (
          <p className="text-navy-800">
            None of your vessels has a stay with us this week, so there is nothing to answer: the harbor office goes by your storm plans on
            file. If anything in them has changed, call the dock office at{' '}
            <a href={`tel:${office.tel}`} className="underline">
              {office.display}
            </a>
            .
          </p>
        ) : answeredAt ? (
          <AnsweredSummary notice={{ ...notice, answeredAt }} office={office} justAnswered={justAnswered} />
        ) : (
          <StormAnswerForm
            token={state.token}
            notice={notice}
            onAnswered={(answered) => setState({ kind: 'ready', token: state.token, notice: answered, justAnswered: true })}
            onRefused={(error) =>
              refusesLink(error)
                ? setState({ kind: 'not-valid', message: errorMessage(error, unknownLinkMessage) })
                : load(undefined, errorMessage(error, 'This link has already been answered.'))
            }
          />
        )}
      </div>
    </div>
  );
}

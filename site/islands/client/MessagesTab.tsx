import { lazy, Suspense, useRef, useState } from 'react';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { standInFields } from '#site/islands/form/form-layout.ts';
import { FormOnFirstUse } from '#site/islands/form/FormOnFirstUse.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { MessageCard } from './MessageCard.tsx';
import { emptyMessage, MessageFormLayout } from './MessageFormLayout.tsx';
import { recentMessageCount } from './message-look.ts';
import { useCounts, useMessages } from './use-portal-data.ts';
import { useReadMarking } from './use-read-marking.ts';

const AllMessagesDialog = lazy(() => import('./AllMessagesDialog.tsx'));
// The form's checks (zod, react-hook-form) are not on the dashboard's first load: they come when the form is first used.
const loadMessageForm = () => import('./MessageForm.tsx').then((module) => module.MessageForm);

const noMessages = { title: 'No messages yet', description: "Messages you send and the office's replies appear here." };

/** Messages: the form to write to the office, the five latest messages, and the whole thread on demand. */
export function MessagesTab() {
  const messages = useMessages();
  const [allOpen, setAllOpen] = useState(false);
  const viewAll = useRef<HTMLButtonElement>(null);
  const threadLength = useCounts().data?.messages ?? 0;
  // The rows read so far: the first page, and those the dialog's Load more added.
  const thread = messages.data ?? [];
  const recent = thread.slice(0, recentMessageCount);
  const isNew = useReadMarking(allOpen ? thread : recent);

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <FormOnFirstUse load={loadMessageForm} props={{}} standIn={<MessageFormLayout field={standInFields(emptyMessage)} loading />} />
      <section aria-labelledby="recent-messages-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="recent-messages-heading" className="text-xl font-bold text-navy-950">
            Recent messages
          </h2>
          {threadLength > recentMessageCount && (
            <button ref={viewAll} type="button" aria-haspopup="dialog" onClick={() => setAllOpen(true)} className={secondaryButtonClass}>
              View all ({threadLength})
            </button>
          )}
        </div>
        <ListState query={messages} what="messages" empty={noMessages}>
          {() => (
            <ol className="grid gap-4">
              {recent.map((message) => (
                <li key={message.id}>
                  <MessageCard message={message} isNew={isNew(message)} />
                </li>
              ))}
            </ol>
          )}
        </ListState>
      </section>
      {allOpen && (
        <Suspense fallback={null}>
          <AllMessagesDialog onClose={() => setAllOpen(false)} returnFocusTo={viewAll} isNew={isNew} />
        </Suspense>
      )}
    </div>
  );
}

import { lazy, Suspense, useRef, useState } from 'react';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { MessageCard } from './MessageCard.tsx';
import { MessageForm } from './MessageForm.tsx';
import { recentMessageCount } from './message-look.ts';
import { useMessages } from './use-portal-data.ts';
import { useReadMarking } from './use-read-marking.ts';

const AllMessagesDialog = lazy(() => import('./AllMessagesDialog.tsx'));

const noMessages = { title: 'No messages yet', description: "Messages you send and the office's replies appear here." };

/** Messages: the form to write to the office, the five latest messages, and the whole thread on demand. */
export function MessagesTab() {
  const messages = useMessages();
  const [allOpen, setAllOpen] = useState(false);
  const viewAll = useRef<HTMLButtonElement>(null);
  const thread = messages.data ?? [];
  const recent = thread.slice(0, recentMessageCount);
  const isNew = useReadMarking(allOpen ? thread : recent);

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <MessageForm />
      <section aria-labelledby="recent-messages-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="recent-messages-heading" className="text-xl font-bold text-navy-950">
            Recent messages
          </h2>
          {thread.length > recentMessageCount && (
            <button ref={viewAll} type="button" aria-haspopup="dialog" onClick={() => setAllOpen(true)} className={secondaryButtonClass}>
              View all ({thread.length})
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
          <AllMessagesDialog messages={thread} onClose={() => setAllOpen(false)} returnFocusTo={viewAll} isNew={isNew} />
        </Suspense>
      )}
    </div>
  );
}

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { timeLeftWords } from './idle-warning.ts';

interface IdleWarningDialogProps {
  open: boolean;
  msLeft: number;
  renewing: boolean;
  onStay: () => void;
}

/** Two minutes before the staff session's idle limit: the time left, and "Stay signed in". */
export function IdleWarningDialog({ open, msLeft, renewing, onStay }: IdleWarningDialogProps) {
  return (
    <AlertDialog.Root open={open}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/60" />
        <AlertDialog.Content
          className={[
            'fixed top-1/2 left-1/2 z-[60] grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl',
            'bg-sand-50 p-6 shadow-2xl outline-none',
          ].join(' ')}
        >
          <AlertDialog.Title className="text-xl font-extrabold text-navy-900">Are you still there?</AlertDialog.Title>
          <AlertDialog.Description className="text-navy-700">
            You will be signed out for inactivity in <strong className="whitespace-nowrap text-navy-900">{timeLeftWords(msLeft)}</strong>.
            Anything you have typed stays on the page.
          </AlertDialog.Description>
          <div className="flex justify-end">
            <AlertDialog.Action
              onClick={(event) => {
                // The dialog closes itself once the renewal answers, which restarts the idle clock.
                event.preventDefault();
                onStay();
              }}
              disabled={renewing}
              className={primaryButtonClass}
            >
              {renewing ? 'Staying signed in…' : 'Stay signed in'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

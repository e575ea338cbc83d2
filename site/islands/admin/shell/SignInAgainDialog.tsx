import * as Dialog from '@radix-ui/react-dialog';
import { toast } from '#site/lib/toast-store.ts';
import { StaffSignInDialogContent } from './StaffSignInDialogContent.tsx';

interface SignInAgainDialogProps {
  open: boolean;
  /** Signed in again: the calls that waited are sent. */
  onSignedIn: () => void;
  /** Closed without signing in: the calls that waited fail as signed out. */
  onCancel: () => void;
}

/**
 * The sign-in in place, over whatever the member of staff was doing, when their session has ended.
 * It sits above any dialog of the page (a message being written stays open under it).
 */
export function SignInAgainDialog({ open, onSignedIn, onCancel }: SignInAgainDialogProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <StaffSignInDialogContent
        title="Sign in to continue"
        description="Your session has ended. Sign in again and what you were doing carries on: nothing you typed is lost."
        layer="above-dialogs"
        onSignedIn={() => {
          toast({ title: 'Login Successful' });
          onSignedIn();
        }}
      />
    </Dialog.Root>
  );
}

import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useState } from 'react';
import { signInFailure } from './sign-in-failure.ts';
import { StaffSignInForm } from './StaffSignInForm.tsx';

interface StaffSignInDialogContentProps {
  title: string;
  description: string;
  /** Signing in again over a page's own dialogs needs the layer above them. */
  layer: 'page' | 'above-dialogs';
  onSignedIn: () => void;
}

const layerClass = { page: 'z-50', 'above-dialogs': 'z-[60]' } as const;

/** The staff sign-in dialog's body, the same on a page that needs a sign-in and over work whose session ended. */
export function StaffSignInDialogContent({ title, description, layer, onSignedIn }: StaffSignInDialogContentProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={`fixed inset-0 ${layerClass[layer]} bg-navy-950/60`} />
      <Dialog.Content
        className={[
          `fixed inset-x-0 top-0 ${layerClass[layer]} mx-auto grid max-h-dvh w-full max-w-md gap-6 overflow-y-auto bg-sand-50 p-6`,
          'shadow-2xl outline-none sm:top-1/2 sm:w-[calc(100%-3rem)] sm:-translate-y-1/2 sm:rounded-xl sm:p-8',
        ].join(' ')}
      >
        <header className="flex items-start justify-between gap-4">
          <div>
            <Dialog.Title className="text-2xl font-extrabold text-navy-900">{title}</Dialog.Title>
            <Dialog.Description className="mt-1 text-navy-700">{description}</Dialog.Description>
          </div>
          <Dialog.Close aria-label="Close" className="grid size-11 shrink-0 place-items-center rounded-md text-navy-700 hover:bg-sand-200">
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        </header>
        <div aria-live="assertive">
          {failure && (
            <p role="alert" className="rounded-md border-2 border-safety-600 bg-white p-3 font-semibold text-navy-900">
              {failure}
            </p>
          )}
        </div>
        <StaffSignInForm
          onSignedIn={() => {
            setFailure(null);
            onSignedIn();
          }}
          onFailed={(error) => setFailure(signInFailure(error))}
        />
      </Dialog.Content>
    </Dialog.Portal>
  );
}

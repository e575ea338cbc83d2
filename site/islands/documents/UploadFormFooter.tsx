import { UploadProgress } from '#site/islands/client/UploadProgress.tsx';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { InlineFailure } from './InlineFailure.tsx';
import type { Sending } from './use-file-send.ts';

interface UploadFormFooterProps {
  failure: string | undefined;
  sending: Sending | null;
  onCancelSend: () => void;
  submitLabel: string;
  closeLabel: string;
  onClose: () => void;
}

/** The end of an upload form: the last failure, then the progress bar while sending, else submit and close. */
export function UploadFormFooter({ failure, sending, onCancelSend, submitLabel, closeLabel, onClose }: UploadFormFooterProps) {
  return (
    <>
      {failure && <InlineFailure lead="Upload failed" message={failure} />}
      {sending ? (
        <UploadProgress fileName={sending.fileName} percent={sending.percent} onCancel={onCancelSend} />
      ) : (
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={false} label={submitLabel} pendingLabel="Uploading…" />
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            {closeLabel}
          </button>
        </div>
      )}
    </>
  );
}

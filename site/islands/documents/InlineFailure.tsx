import { CircleAlert } from 'lucide-react';

/** A failure told beside the form that caused it ("Upload failed: …"), in the server's words; a toast says it too. */
export function InlineFailure({ lead, message }: { lead: string; message: string }) {
  return (
    <p role="alert" className="flex gap-2 rounded-md border-2 border-safety-600 bg-white p-3 font-semibold text-navy-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-safety-600" />
      <span>
        {lead}: {message}
      </span>
    </p>
  );
}

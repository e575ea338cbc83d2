import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { DocumentView } from '#shared/document-views.ts';
import { documentVersionFieldsSchema } from '#shared/schemas/documents.ts';
import { toast } from '#site/lib/toast-store.ts';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { TextArea } from '#site/islands/form/controls.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { documentKeys, uploadNewVersion } from './documents-api.ts';
import { FileField } from './FileField.tsx';
import { fileProblem } from './file-problem.ts';
import { isCancel, useFileSend } from './use-file-send.ts';
import { VersionList } from './VersionList.tsx';
import { UploadFormFooter } from './UploadFormFooter.tsx';

/** New Version (staff): a replacement file with notes on what changed; the earlier versions stay listed and downloadable. */
export function NewVersionDialog({ document: current, onClose }: { document: DocumentView; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  // A new key empties the file picker once its file has gone.
  const [picker, setPicker] = useState(0);
  const { sending, send, cancel } = useFileSend();
  const { register, handleSubmit, reset, errorOf } = useZodForm(documentVersionFieldsSchema, { defaultValues: { changeNotes: '' } });

  const submit = handleSubmit(async ({ changeNotes }) => {
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem || !file) return;
    setFailure(undefined);
    const form = new FormData();
    form.append('changeNotes', changeNotes ?? '');
    form.append('file', file);
    try {
      const { document: updated } = await send(file.name, (options) => uploadNewVersion(current.id, form, options));
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      toast({ title: 'New Version Uploaded', description: `${updated.title} is now at v${updated.version}.` });
      reset();
      setFile(null);
      setPicker((count) => count + 1);
    } catch (error) {
      if (isCancel(error)) return;
      const message = errorMessage(error, 'The server could not be reached. Check the connection and try again.');
      setFailure(message);
      toast({ variant: 'destructive', title: 'Upload Failed', description: message });
    }
  });
  const close = () => {
    cancel();
    onClose();
  };

  return (
    <AdminDialog
      title={`New version of ${current.title}`}
      description="The new file becomes the one everyone downloads; earlier versions are kept."
      onClose={close}
    >
      <form method="post" onSubmit={submit} noValidate className="grid gap-5">
        <FileField
          key={picker}
          error={fileError}
          onChoose={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
        />
        <TextArea label="Change notes" rows={3} error={errorOf('changeNotes')} {...register('changeNotes')} />
        <UploadFormFooter
          failure={failure}
          sending={sending}
          onCancelSend={cancel}
          submitLabel="Upload Version"
          closeLabel="Close"
          onClose={close}
        />
      </form>
      <VersionList documentId={current.id} />
    </AdminDialog>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { defaultDocumentAccessLevel } from '#shared/document-options.ts';
import { documentUploadFieldsSchema, type DocumentUploadFields } from '#shared/schemas/documents.ts';
import { toast } from '#site/lib/toast-store.ts';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { DocumentDetailFields } from './DocumentDetailFields.tsx';
import { documentKeys, uploadDocument } from './documents-api.ts';
import { FileField } from './FileField.tsx';
import { fileProblem } from './file-problem.ts';
import { isCancel, useFileSend } from './use-file-send.ts';
import { UploadFormFooter } from './UploadFormFooter.tsx';

const blankForm = {
  title: '',
  description: '',
  categoryId: '',
  accessLevel: defaultDocumentAccessLevel,
  tags: '',
  customerId: '',
  expiresAt: '',
};

function uploadForm(file: File, fields: DocumentUploadFields): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description ?? '');
  form.append('categoryId', fields.categoryId ?? '');
  form.append('accessLevel', fields.accessLevel);
  form.append('tags', fields.tags.join(', '));
  form.append('customerId', fields.customerId ?? '');
  form.append('expiresAt', fields.expiresAt ?? '');
  form.append('file', file);
  return form;
}

/** Upload Document (staff): a file and what it is, sent with a progress bar; the library refreshes on success. */
export function UploadDocumentDialog({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const { sending, send, cancel } = useFileSend();
  const { register, handleSubmit, errorOf } = useZodForm(documentUploadFieldsSchema, { defaultValues: blankForm });

  // The file is checked with the fields, so one press shows every problem at once.
  function submit(event: SubmitEvent<HTMLFormElement>) {
    const problem = fileProblem(file);
    setFileError(problem);
    void handleSubmit(async (fields) => {
      if (problem || !file) {
        const picker = form.current?.elements.namedItem('file');
        if (picker instanceof HTMLElement) picker.focus();
        return;
      }
      setFailure(undefined);
      try {
        const { document: uploaded } = await send(file.name, (options) => uploadDocument(uploadForm(file, fields), options));
        void queryClient.invalidateQueries({ queryKey: documentKeys.all });
        toast({ title: 'Document Uploaded', description: `${uploaded.title} is in the library.` });
        onClose();
      } catch (error) {
        if (isCancel(error)) return;
        const message = errorMessage(error, 'The server could not be reached. Check the connection and try again.');
        setFailure(message);
        toast({ variant: 'destructive', title: 'Upload Failed', description: message });
      }
    })(event);
  }
  // Closing the dialog stops a file still on its way.
  const close = () => {
    cancel();
    onClose();
  };

  return (
    <AdminDialog title="Upload Document" description="Add a file to the library. Who can see it follows its access level." onClose={close}>
      <form ref={form} method="post" onSubmit={submit} noValidate className="grid gap-5">
        <FileField
          error={fileError}
          onChoose={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
        />
        <DocumentDetailFields register={register} errorOf={errorOf} />
        <UploadFormFooter
          failure={failure}
          sending={sending}
          onCancelSend={cancel}
          submitLabel="Upload Document"
          closeLabel="Cancel"
          onClose={close}
        />
      </form>
    </AdminDialog>
  );
}

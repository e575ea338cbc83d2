import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { ApiError } from '#shared/api-client.ts';
import { adminClientFileCategories, missingFileFields } from '#shared/schemas/admin-clients.ts';
import { uploadExtensions } from '#shared/uploads.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Field } from '#site/islands/form/Field.tsx';
import { Select, TextArea } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useFormValues } from '#site/islands/client/use-form-values.ts';
import { adminClientKeys, uploadClientFile } from './admin-clients-api.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { clientFileProblem } from './client-form-checks.ts';
import { fileInputClass } from './file-input-look.ts';

const acceptedFiles = uploadExtensions.adminClientFile.map((extension) => `.${extension}`).join(',');

function uploadFailure(error: unknown) {
  if (error instanceof ApiError) return { title: 'Failed to upload file', description: error.serverMessage ?? error.message };
  return { title: 'Error uploading file', description: 'The server could not be reached. Check the connection and try again.' };
}

/** A file the office files for the client: it shows in My Files and in the customer area's Documents. */
export function UploadClientFileDialog({ recipient, onClose }: { recipient: { id: string; name: string }; onClose: () => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { values, bind } = useFormValues<{ description: string; category: string }>({
    description: '',
    category: adminClientFileCategories[0],
  });
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadClientFile({ customerId: recipient.id, file: chosen, ...values }),
    onSuccess: (_, chosen) => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.all });
      toast({ title: 'File uploaded', description: `${chosen.name} is filed for ${recipient.name}.` });
      onClose();
    },
    onError: (error) => toast({ variant: 'destructive', ...uploadFailure(error) }),
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = clientFileProblem(file, values.description);
    if (problem || !file) {
      const missing = problem === missingFileFields;
      toast({
        variant: 'destructive',
        title: missing ? missingFileFields : 'Failed to upload file',
        description: missing ? undefined : problem,
      });
      const field = form.current?.elements.namedItem(file && values.description.trim() === '' ? 'description' : 'file');
      if (field instanceof HTMLElement) field.focus();
      return;
    }
    upload.mutate(file);
  }

  return (
    <AdminDialog
      title={`Upload a file for ${recipient.name}`}
      description="The client sees it in both portals and is emailed and notified."
      onClose={onClose}
    >
      <form ref={form} onSubmit={submit} noValidate className="grid gap-5">
        <Field label="File" hint="PDF, DOC, DOCX, JPG, JPEG, PNG or ZIP. Maximum 10 MB.">
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept={acceptedFiles}
              aria-required="true"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className={fileInputClass}
            />
          )}
        </Field>
        <TextArea label="Description" rows={3} aria-required="true" {...bind('description')} />
        <Select label="Category" options={adminClientFileCategories} className="sm:max-w-xs" {...bind('category')} />
        <SubmitButton pending={upload.isPending} label="Upload File" pendingLabel="Uploading…" />
      </form>
    </AdminDialog>
  );
}

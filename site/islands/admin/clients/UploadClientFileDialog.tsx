import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#shared/api-client.ts';
import { adminClientFileCategories } from '#shared/schemas/admin-clients.ts';
import { uploadExtensions } from '#shared/uploads.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Field } from '#site/islands/form/Field.tsx';
import { Select, TextArea } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { adminClientKeys, uploadClientFile } from './admin-clients-api.ts';
import { AdminDialog } from './AdminDialog.tsx';
import { clientFileFormSchema, clientFileToast, type ClientFileForm } from './client-dialog-forms.ts';
import { fileInputClass } from './file-input-look.ts';

const acceptedFiles = uploadExtensions.adminClientFile.map((extension) => `.${extension}`).join(',');

function uploadFailure(error: unknown) {
  if (error instanceof ApiError) return { title: 'Failed to upload file', description: error.serverMessage ?? error.message };
  return { title: 'Error uploading file', description: 'The server could not be reached. Check the connection and try again.' };
}

/** A file the office files for the client: it shows in My Files and in the customer area's Documents. */
export function UploadClientFileDialog({ recipient, onClose }: { recipient: { id: string; name: string }; onClose: () => void }) {
  const { register, onSubmit, errorOf, submitting } = useZodForm(clientFileFormSchema, {
    defaultValues: { file: undefined, description: '', category: adminClientFileCategories[0] },
    invalidToast: clientFileToast,
  });
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (filed: ClientFileForm) => uploadClientFile({ customerId: recipient.id, ...filed }),
    onSuccess: (_, { file }) => {
      void queryClient.invalidateQueries({ queryKey: adminClientKeys.all });
      toast({ title: 'File uploaded', description: `${file.name} is filed for ${recipient.name}.` });
      onClose();
    },
  });
  const submit = onSubmit(upload.mutateAsync, (error) => toast({ variant: 'destructive', ...uploadFailure(error) }));

  return (
    <AdminDialog
      title={`Upload a file for ${recipient.name}`}
      description="The client sees it in both portals and is emailed and notified."
      onClose={onClose}
    >
      <form method="post" onSubmit={submit} noValidate className="grid gap-5">
        <Field label="File" required hint="PDF, DOC, DOCX, JPG, JPEG, PNG or ZIP. Maximum 10 MB." error={errorOf('file')}>
          {(control) => <input {...control} {...register('file')} type="file" accept={acceptedFiles} className={fileInputClass} />}
        </Field>
        <TextArea label="Description" rows={3} aria-required="true" error={errorOf('description')} {...register('description')} />
        <Select
          label="Category"
          options={adminClientFileCategories}
          className="sm:max-w-xs"
          error={errorOf('category')}
          {...register('category')}
        />
        <SubmitButton pending={submitting} label="Upload File" pendingLabel="Uploading…" />
      </form>
    </AdminDialog>
  );
}

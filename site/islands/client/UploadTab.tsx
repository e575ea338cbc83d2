import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { documentTypeLabel } from '#shared/document-type-labels.ts';
import { clientUploadCategories, expiringUploadCategory } from '#shared/schemas/client-portal.ts';
import { maxUploadBytes, uploadExtensions } from '#shared/uploads.ts';
import { toast } from '#site/lib/toast-store.ts';
import { acceptedTypesHint } from '#site/islands/form/accepted-types-hint.ts';
import { Field } from '#site/islands/form/Field.tsx';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { clientQueryKeys, uploadFile } from './client-portal-api.ts';
import { portalUploadSchema, uploadToast, type PortalUpload } from './portal-forms.ts';
import { UploadProgress } from './UploadProgress.tsx';

const categoryOptions = clientUploadCategories.map((value) => ({ value, label: documentTypeLabel(value) }));
const acceptedFiles = uploadExtensions.clientFile.map((extension) => `.${extension}`).join(',');

interface Sending {
  fileName: string;
  percent: number;
  controller: AbortController;
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Upload Files: a file with its description and category, sent with a progress bar and a Cancel. */
export function UploadTab() {
  const [sending, setSending] = useState<Sending | null>(null);
  const queryClient = useQueryClient();
  const { register, onSubmit, errorOf, reset, watch } = useZodForm(portalUploadSchema, {
    defaultValues: { file: undefined, description: '', category: 'general', expiresAt: '' },
    invalidToast: (errors) => uploadToast({ file: { message: errors.file?.message } }),
  });

  async function send({ file, description, category, expiresAt }: PortalUpload) {
    const controller = new AbortController();
    setSending({ fileName: file.name, percent: 0, controller });
    try {
      await uploadFile(
        { file, description: description ?? '', category, expiresAt: expiresAt ?? '' },
        {
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            setSending((current) => current && { ...current, percent: Math.floor((loaded / total) * 100) }),
        },
      );
      toast({ title: 'File Uploaded', description: `${file.name} is with the office. You will find it under My Files.` });
      reset();
      for (const queryKey of [clientQueryKeys.uploads, clientQueryKeys.counts]) void queryClient.invalidateQueries({ queryKey });
    } catch (error) {
      if (!isCancel(error)) throw error;
      toast({ title: 'Upload Cancelled', description: `${file.name} was not sent.` });
    } finally {
      setSending(null);
    }
  }

  const submit = onSubmit(send, (error) =>
    toast({ variant: 'destructive', title: 'Upload Failed', description: errorMessage(error, 'Please try again') }),
  );

  return (
    <form method="post" onSubmit={submit} noValidate aria-labelledby="upload-heading" className="grid max-w-2xl gap-6">
      <div>
        <h2 id="upload-heading" className="text-xl font-bold text-navy-950">
          Send a file to the office
        </h2>
        <p className="mt-1 text-navy-700">
          Invoices, contracts, certificates, photos of the work: the office is told as soon as it arrives.
        </p>
      </div>
      <Field label="File" hint={acceptedTypesHint(uploadExtensions.clientFile, maxUploadBytes)} error={errorOf('file')}>
        {(control) => (
          <input
            {...control}
            {...register('file')}
            type="file"
            accept={acceptedFiles}
            className={[
              'block w-full rounded-md border border-navy-400 bg-white text-base text-navy-900 file:mr-4 file:min-h-12',
              'file:cursor-pointer file:border-0 file:border-r file:border-navy-300 file:bg-sand-100 file:px-4 file:font-semibold',
              'file:text-navy-900 hover:file:bg-sand-200',
            ].join(' ')}
          />
        )}
      </Field>
      <TextArea
        label="Description"
        rows={3}
        placeholder="What the file is and which vessel or job it belongs to"
        error={errorOf('description')}
        {...register('description')}
      />
      <Select label="Category" options={categoryOptions} className="sm:max-w-xs" error={errorOf('category')} {...register('category')} />
      {watch('category') === expiringUploadCategory && (
        <TextInput
          label="Expiry date (optional)"
          type="date"
          hint="The last day the certificate covers, so the office can ask for the renewal in time."
          className="sm:max-w-xs"
          error={errorOf('expiresAt')}
          {...register('expiresAt')}
        />
      )}
      {sending && <UploadProgress fileName={sending.fileName} percent={sending.percent} onCancel={() => sending.controller.abort()} />}
      <SubmitButton pending={sending !== null} label="Upload File" pendingLabel="Uploading..." />
    </form>
  );
}

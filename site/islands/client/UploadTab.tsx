import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type SubmitEvent } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { clientUploadCategories, expiringUploadCategory } from '#shared/schemas/client-portal.ts';
import { maxUploadBytes, uploadExtensions } from '#shared/uploads.ts';
import { toast } from '#site/lib/toast-store.ts';
import { Field } from '#site/islands/form/Field.tsx';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';
import { clientQueryKeys, uploadFile } from './client-portal-api.ts';
import { showFormProblem } from './show-form-problem.ts';
import { acceptedTypesHint, checkUpload, type UploadValues } from './upload-check.ts';
import { UploadProgress } from './UploadProgress.tsx';
import { useFormValues } from './use-form-values.ts';

const emptyUpload: UploadValues = { description: '', category: 'general', expiresAt: '' };
const categoryOptions = clientUploadCategories.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
const acceptedFiles = uploadExtensions.clientFile.map((extension) => `.${extension}`).join(',');

interface Sending {
  fileName: string;
  percent: number;
  controller: AbortController;
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Upload Files: a file with its description and category, sent with a progress bar and a Cancel. */
export function UploadTab() {
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { values, bind, reset } = useFormValues(emptyUpload);
  const [sending, setSending] = useState<Sending | null>(null);
  const queryClient = useQueryClient();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const checked = checkUpload(file, values);
    if (!checked.ok) {
      showFormProblem(form.current, checked.problem);
      return;
    }
    const { file: chosen, fields } = checked.request;
    const controller = new AbortController();
    setSending({ fileName: chosen.name, percent: 0, controller });
    try {
      await uploadFile(
        { file: chosen, description: fields.description ?? '', category: fields.category, expiresAt: fields.expiresAt ?? '' },
        {
          signal: controller.signal,
          onProgress: ({ loaded, total }) =>
            setSending((current) => current && { ...current, percent: Math.floor((loaded / total) * 100) }),
        },
      );
      toast({ title: 'File Uploaded', description: `${chosen.name} is with the office. You will find it under My Files.` });
      form.current?.reset();
      setFile(null);
      reset();
      void queryClient.invalidateQueries({ queryKey: clientQueryKeys.uploads });
    } catch (error) {
      if (isCancel(error)) toast({ title: 'Upload Cancelled', description: `${chosen.name} was not sent.` });
      else toast({ variant: 'destructive', title: 'Upload Failed', description: errorMessage(error, 'Please try again') });
    } finally {
      setSending(null);
    }
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="upload-heading" className="grid max-w-2xl gap-6">
      <div>
        <h2 id="upload-heading" className="text-xl font-bold text-navy-950">
          Send a file to the office
        </h2>
        <p className="mt-1 text-navy-700">
          Invoices, contracts, certificates, photos of the work: the office is told as soon as it arrives.
        </p>
      </div>
      <Field label="File" hint={acceptedTypesHint(uploadExtensions.clientFile, maxUploadBytes)}>
        {(control) => (
          <input
            {...control}
            type="file"
            name="file"
            accept={acceptedFiles}
            aria-required="true"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full rounded-md border border-navy-400 bg-white text-base text-navy-900 file:mr-4 file:min-h-12 file:cursor-pointer file:border-0 file:border-r file:border-navy-300 file:bg-sand-100 file:px-4 file:font-semibold file:text-navy-900 hover:file:bg-sand-200"
          />
        )}
      </Field>
      <TextArea
        label="Description"
        rows={3}
        placeholder="What the file is and which vessel or job it belongs to"
        {...bind('description')}
      />
      <Select label="Category" options={categoryOptions} className="sm:max-w-xs" {...bind('category')} />
      {values.category === expiringUploadCategory && (
        <TextInput
          label="Expiry date (optional)"
          type="date"
          hint="The last day the certificate covers, so the office can ask for the renewal in time."
          className="sm:max-w-xs"
          {...bind('expiresAt')}
        />
      )}
      {sending && <UploadProgress fileName={sending.fileName} percent={sending.percent} onCancel={() => sending.controller.abort()} />}
      <SubmitButton pending={sending !== null} label="Upload File" pendingLabel="Uploading..." />
    </form>
  );
}

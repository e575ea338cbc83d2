import { maxUploadBytes, uploadExtensions } from '#shared/uploads.ts';
import { acceptedTypesHint } from '#site/islands/form/accepted-types-hint.ts';
import { Field } from '#site/islands/form/Field.tsx';
import { fileInputClass } from '#site/islands/admin/clients/file-input-look.ts';

const acceptedFiles = uploadExtensions.document.map((extension) => `.${extension}`).join(',');

/** The library's file picker: the accepted types in its hint, the problem with the chosen file under it. */
export function FileField({ error, onChoose }: { error: string | undefined; onChoose: (file: File | null) => void }) {
  return (
    <Field label="File" required error={error} hint={acceptedTypesHint(uploadExtensions.document, maxUploadBytes)}>
      {(control) => (
        <input
          {...control}
          type="file"
          name="file"
          accept={acceptedFiles}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          className={fileInputClass}
        />
      )}
    </Field>
  );
}

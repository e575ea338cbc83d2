import type { UseFormRegisterReturn } from 'react-hook-form';
import { Select, TextArea, TextInput } from '#site/islands/form/controls.tsx';
import { accessOptions } from './access-options.ts';
import { CustomerPicker } from './CustomerPicker.tsx';
import { useCategoryOptions } from './use-categories.ts';

type DocumentDetailField = 'title' | 'description' | 'categoryId' | 'accessLevel' | 'tags' | 'customerId' | 'expiresAt';

interface DocumentDetailFieldsProps {
  register: (name: DocumentDetailField) => UseFormRegisterReturn;
  errorOf: (name: DocumentDetailField) => string | undefined;
  /** The customer the document is linked to now, shown chosen in the picker. */
  chosenCustomer?: { value: string; label: string } | null | undefined;
}

/** What a document is and who can see it: the same fields when it is uploaded and when it is edited. */
export function DocumentDetailFields({ register, errorOf, chosenCustomer }: DocumentDetailFieldsProps) {
  const categories = useCategoryOptions();
  return (
    <>
      <TextInput label="Title" required error={errorOf('title')} {...register('title')} />
      <TextArea label="Description" rows={3} error={errorOf('description')} {...register('description')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Select label="Category" placeholder="No category" options={categories} error={errorOf('categoryId')} {...register('categoryId')} />
        <Select label="Access level" options={accessOptions} error={errorOf('accessLevel')} {...register('accessLevel')} />
      </div>
      <TextInput label="Tags" hint="Separate tags with commas, e.g. insurance, Gulf Tide" error={errorOf('tags')} {...register('tags')} />
      <CustomerPicker
        label="Customer (optional)"
        hint="Link a Customer document to the client it is for; they then see it in their portal."
        error={errorOf('customerId')}
        {...(chosenCustomer && { chosen: chosenCustomer })}
        {...register('customerId')}
      />
      <TextInput
        label="Expiry date (optional)"
        type="date"
        className="sm:max-w-xs"
        error={errorOf('expiresAt')}
        {...register('expiresAt')}
      />
    </>
  );
}

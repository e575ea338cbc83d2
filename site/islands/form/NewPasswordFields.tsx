import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from './controls.tsx';

interface PasswordField extends UseFormRegisterReturn {
  error?: string;
}

/** A new password and its confirmation, as the reset page and Account Settings both ask for them. */
export function NewPasswordFields({ password, confirm, hint }: { password: PasswordField; confirm: PasswordField; hint: string }) {
  return (
    <>
      <TextInput label="New password" type="password" required autoComplete="new-password" hint={hint} {...password} />
      <TextInput label="Confirm new password" type="password" required autoComplete="new-password" {...confirm} />
    </>
  );
}

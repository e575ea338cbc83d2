import { $toast, dismissToast } from '#site/lib/toast-store.ts';

/** Closes whatever toast is showing, so a failure from the step just left does not linger over the next one. */
export function dismissOpenToast(): void {
  const open = $toast.get();
  if (open) dismissToast(open.id);
}

import { atom } from 'nanostores';

type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ActiveToast extends ToastMessage {
  /** A fresh id per call, so a newer toast replaces the open one instead of updating it in place. */
  id: number;
  open: boolean;
}

/** The one toast on screen; the mounted Toaster renders it. */
export const $toast = atom<ActiveToast | null>(null);

let lastId = 0;

/** Shows a toast from any island; the newest replaces whatever is open. */
export function toast(message: ToastMessage): void {
  lastId += 1;
  $toast.set({ ...message, id: lastId, open: true });
}

/** Closes the toast with this id (timer, swipe, close button); a newer one stays open. */
export function dismissToast(id: number): void {
  const current = $toast.get();
  if (current?.id === id) $toast.set({ ...current, open: false });
}

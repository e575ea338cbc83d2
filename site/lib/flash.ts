// A one-time toast carried across a navigation (e.g. "Welcome back!" shown on the page a sign-in leads to).

export interface FlashToast {
  title: string;
  description?: string;
}

const flashKey = 'flash-toast';

/** Keeps the message for the next page; scripts/flash-toast.ts shows it once there. */
export function setFlashToast(message: FlashToast): void {
  try {
    sessionStorage.setItem(flashKey, JSON.stringify(message));
  } catch {
    // Storage can be disabled (private mode, policy); the message is then simply not carried over.
  }
}

/** Reads and removes the waiting message, so a reload does not show it again. */
export function takeFlashToast(): FlashToast | null {
  try {
    const stored = sessionStorage.getItem(flashKey);
    if (stored === null) return null;
    sessionStorage.removeItem(flashKey);
    const parsed: unknown = JSON.parse(stored);
    return isFlashToast(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isFlashToast(value: unknown): value is FlashToast {
  if (typeof value !== 'object' || value === null) return false;
  const { title, description } = value as Record<string, unknown>;
  return typeof title === 'string' && (description === undefined || typeof description === 'string');
}

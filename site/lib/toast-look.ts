// Class lists shared by the React Toaster and the vanilla flash toast, so both look the same.

// On phones toasts sit just under the header: at the bottom they would cover the hero's buttons.
export const toastViewportClass =
  'fixed right-0 max-sm:top-24 sm:bottom-0 z-[90] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none';

const toastBaseClass = [
  'relative flex items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg transition-[translate,opacity] duration-200',
  'starting:translate-x-full starting:opacity-0',
].join(' ');

export const toastVariantClass = {
  default: `${toastBaseClass} border-navy-200 bg-white text-navy-900`,
  destructive: `${toastBaseClass} border-safety-600 bg-safety-600 text-white [--focus-ring:var(--color-navy-900)]`,
} as const;

export const toastTitleClass = 'text-sm font-semibold';
export const toastDescriptionClass = 'mt-1 text-sm';

export const toastCloseClass = 'absolute top-2 right-2 grid size-7 place-items-center rounded-md opacity-80 hover:opacity-100';

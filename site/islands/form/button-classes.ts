// The two button looks of the forms, shared so every form and its follow-up screens read the same.

export const primaryButtonClass = [
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-safety-500 px-6 py-2 text-base font-semibold text-navy-950',
  'transition-colors hover:bg-safety-400 disabled:cursor-wait disabled:bg-safety-400',
].join(' ');

export const secondaryButtonClass = [
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-md border-2 border-navy-900/15 bg-white px-6 py-2 text-base',
  'font-semibold text-navy-900 transition-colors hover:border-sea-700 hover:text-sea-800',
].join(' ');

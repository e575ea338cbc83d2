/** The look of a file picker in the tab's dialogs, as the client portal's upload form has it. */
export const fileInputClass = [
  'block w-full rounded-md border border-navy-400 bg-white text-base text-navy-900 file:mr-4 file:min-h-12 file:cursor-pointer',
  'file:border-0 file:border-r file:border-navy-300 file:bg-sand-100 file:px-4 file:font-semibold file:text-navy-900',
  'hover:file:bg-sand-200',
].join(' ');

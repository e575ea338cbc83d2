// The look of the portal's tab lists: the chosen tab reads as chosen by its bar and weight, not by colour alone.

export const tabListClass = 'flex gap-1 overflow-x-auto border-b border-navy-200';

export const tabTriggerClass =
  'inline-flex min-h-12 shrink-0 items-center gap-2 border-b-4 border-transparent px-4 text-base font-semibold whitespace-nowrap text-navy-600 hover:text-navy-900 data-[state=active]:border-sea-700 data-[state=active]:text-navy-950';

export const tabPanelClass = 'pt-6 outline-none';

export const cardClass = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-8';

// The look of the portal's tab lists: the chosen tab reads as chosen by its bar and weight, not by
// colour alone. On phones the tabs sit two to a row, so none hides off the edge of the screen.

export const tabListClass = 'grid grid-cols-2 gap-1 border-b border-navy-200 sm:flex';

export const tabTriggerClass =
  'inline-flex min-h-12 items-center justify-center gap-2 border-b-4 border-transparent px-4 text-base font-semibold whitespace-nowrap text-navy-600 hover:text-navy-900 data-[state=active]:border-sea-700 data-[state=active]:text-navy-950 sm:shrink-0 sm:justify-start';

export const tabPanelClass = 'mt-6 rounded-sm';

export const cardClass = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10 sm:p-8';

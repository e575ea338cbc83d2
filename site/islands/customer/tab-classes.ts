// The look of the customer area's tabs (sign-in page and dashboard): a row of buttons that wraps on
// phones, the selected one filled, so the state shows in shape and weight as well as colour.

export const tabListClass = 'flex flex-wrap gap-2 rounded-xl bg-sand-100 p-1.5 ring-1 ring-navy-900/10';

export const tabTriggerClass =
  'inline-flex min-h-11 grow items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold text-navy-700 transition-colors hover:bg-white hover:text-navy-900 data-[state=active]:bg-navy-900 data-[state=active]:text-white data-[state=active]:shadow-sm sm:grow-0';

export const tabPanelClass = 'mt-6 rounded-sm focus-visible:outline-offset-4';

// The look of the portals' tab lists (sign-in pages and dashboards). The chosen tab is filled and
// the others are not, so the state shows in shape as well as colour. On phones the tabs sit two to
// a row and their words may wrap, so none runs off the edge of the screen; every tab is 44 px high at least.

export const tabListClass = 'grid grid-cols-2 gap-1.5 rounded-xl bg-sand-100 p-1.5 ring-1 ring-navy-900/10 sm:flex sm:flex-wrap';

export const tabTriggerClass = [
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 py-2 text-center text-base font-semibold text-navy-700',
  'transition-colors hover:bg-white hover:text-navy-900 data-[state=active]:bg-navy-900 data-[state=active]:text-white',
  'data-[state=active]:shadow-sm sm:px-4',
].join(' ');

export const tabPanelClass = 'mt-6 rounded-sm focus-visible:outline-offset-4';

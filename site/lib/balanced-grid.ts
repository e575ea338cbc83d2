// Card grids whose item count does not fill the last row (five values, five facility figures, three
// or five sub-services): the items wrap in a centred flex row, so an odd last row sits in the middle
// instead of leaving an empty slot on the right. Widths subtract the gaps so each row adds up to 100%.

/** One column on phones, two from `md`: sub-services, long descriptions. */
export const twoColumnGrid = 'flex flex-wrap justify-center gap-6 *:w-full md:*:w-[calc((100%-1.5rem)/2)]';

/** One, two, then three columns: values and other icon cards. */
export const threeColumnGrid = 'flex flex-wrap justify-center gap-6 *:w-full sm:*:w-[calc((100%-1.5rem)/2)] lg:*:w-[calc((100%-3rem)/3)]';

/** One, two, then five in a row: the facility's headline figures across the page. */
export const fiveColumnGrid = 'flex flex-wrap justify-center gap-8 *:w-full sm:*:w-[calc((100%-2rem)/2)] lg:*:w-[calc((100%-8rem)/5)]';

import { formatCents, rateInCents } from '#shared/pricing.ts';

/** A stored rate ("0.75") as the cards and the estimate show it: "$0.75". */
export const formatRate = (rate: number | string) => formatCents(rateInCents(rate));

// Where a visit came from, recorded by scripts/attribution.ts on every page. Pure and free of zod so
// the page script stays tiny; lib/attribution.ts reads the stored record back for the forms.
import type { Attribution, Touch } from '#shared/schemas/attribution.ts';

export const attributionKey = 'lead-attribution';

/** The API refuses longer values, and a refused attribution would lose the whole request. */
const maxLength = 500;

const utmFields = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;

/** The touch this page view makes, or null when it has no campaign and no outside referrer. */
export function touchFromVisit(url: URL, referrer: string, at: Date): Touch | null {
  const touch: Touch = {};
  for (const [parameter, field] of Object.entries(utmFields)) {
    const value = url.searchParams.get(parameter)?.trim();
    if (value) touch[field] = value.slice(0, maxLength);
  }
  const hasCampaign = Object.keys(touch).length > 0;
  const fromElsewhere = isOtherSite(referrer, url.origin);
  if (!hasCampaign && !fromElsewhere) return null;
  if (fromElsewhere) touch.referrer = referrer.slice(0, maxLength);
  touch.landingPage = url.pathname.slice(0, maxLength);
  touch.at = at.toISOString();
  return touch;
}

function isOtherSite(referrer: string, origin: string): boolean {
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    // No referrer (typed address, bookmark, a referrer policy) or one that is not a URL.
    return false;
  }
}

/** The first touch is kept for good; the last touch is always the newest. */
export function withTouch(stored: Attribution, touch: Touch): Attribution {
  return { firstTouch: stored.firstTouch ?? touch, lastTouch: touch };
}

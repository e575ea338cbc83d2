// Records where this visit came from (campaign parameters, an outside referrer) for the lead forms.
import type { Attribution } from '#shared/schemas/attribution.ts';
import { attributionKey, touchFromVisit, withTouch } from '#site/lib/attribution-touch.ts';

function storedAttribution(): Attribution {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(attributionKey) ?? '{}');
    return typeof stored === 'object' && stored !== null ? (stored as Attribution) : {};
  } catch {
    // A damaged record is replaced; the forms could not have sent it anyway.
    return {};
  }
}

const touch = touchFromVisit(new URL(location.href), document.referrer, new Date());

if (touch) {
  try {
    localStorage.setItem(attributionKey, JSON.stringify(withTouch(storedAttribution(), touch)));
  } catch {
    // Storage disabled or full: a lead without attribution is still a lead.
  }
}

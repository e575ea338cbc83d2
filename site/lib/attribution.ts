import { attributionSchema, touchSchema, type Attribution } from '#shared/schemas/attribution.ts';
import { attributionKey } from './attribution-touch.ts';

// A damaged record is dropped touch by touch rather than sent: the API would refuse the whole request.
const storedAttributionSchema = attributionSchema.extend({
  firstTouch: touchSchema.optional().catch(undefined),
  lastTouch: touchSchema.optional().catch(undefined),
});

/** Parses what the page script stored; anything unreadable counts as no attribution. */
export function parseAttribution(stored: string | null): Attribution {
  if (stored === null) return {};
  try {
    const parsed = storedAttributionSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** First and last touch of this browser, for a lead form's `attribution` field. */
export function readAttribution(): Attribution {
  try {
    return parseAttribution(localStorage.getItem(attributionKey));
  } catch {
    // Storage disabled: the request goes without attribution.
    return {};
  }
}

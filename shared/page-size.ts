// Kept apart from the page query schema so the browser can read it without loading zod.

/** Largest page any list answers; a client asking for more gets this many and a link to the rest. */
export const maxPageSize = 100;

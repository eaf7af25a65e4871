// The Verified badge (issue 32): on cards (first visit), role pages and the org page. Only these
// few bytes reach the first visit; the rest of trust and safety's words are in ./trust.ts.
export const VERIFIED = 'Verified';
/** The badge's accessible name (the visible word alone would not say what was verified). */
export const VERIFIED_LABEL = 'Verified organisation';

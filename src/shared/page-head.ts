// A page's own title and description (issue 28, API.md "Discoverability"): the server writes them
// into the served HTML of /jobdetails and /org (server/http/page-head.ts) and the app keeps
// document.title and the description meta in step as the user navigates (src/lib/page-meta.ts),
// from the same functions, so both say the same (the app loads this module when first needed).

import { jobPageTitle } from './texts/details';
import { PAGE_HEAD_TEXTS } from './texts/page-head';

/** About what a search result shows of a description (plain text). */
export const DESCRIPTION_MAX = 155;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** The text of stored clean HTML (server/lib/rich-text.ts): tags out, entities decoded. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1);
      return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    });
}

/**
 * `text` with its white space collapsed, cut at a word to at most `max` characters (an ellipsis
 * marks the cut). A single word longer than that is cut where it must be.
 */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const space = flat.lastIndexOf(' ', max - 1);
  const head = space > max / 2 ? flat.slice(0, space) : flat.slice(0, max - 1);
  // (never half of a character outside the BMP: an emoji's surrogate pair)
  return `${head.replace(/[\uD800-\uDBFF]$/, '').replace(/[\s,.;:-]+$/, '')}…`;
}

/** A role's page: 'Head Coach · Harbour FC' (pageTitle adds the brand). */
export const jobPageName = (job: { name: string; organisation: string }): string =>
  jobPageTitle(job.name, job.organisation);

/** A role's description for its head: its description's text, else what and where it is. */
export const jobPageDescription = (job: {
  name: string;
  organisation: string;
  location: string;
  description: string;
}): string =>
  summary(plainText(job.description)) ||
  summary(PAGE_HEAD_TEXTS.jobFallback(job.name, job.organisation, job.location));

/** An organisation's description for its head: its about text, else its name and place. */
export const orgPageDescription = (org: {
  name: string;
  orgType: string;
  location: string;
  about: string;
}): string =>
  summary(org.about) ||
  summary(PAGE_HEAD_TEXTS.orgFallback(org.name, [org.orgType, org.location].filter(Boolean)));

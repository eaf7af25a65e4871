// The served head's descriptions when a role or an organisation has no text of its own
// (src/shared/page-head.ts; issue 28).

export const PAGE_HEAD_TEXTS = {
  /** 'Head Coach at Harbour FC, Sydney, NSW.' */
  jobFallback: (name: string, organisation: string, location: string) =>
    `${name} at ${organisation}, ${location}.`,
  /** 'Harbour FC: Professional club, Sydney, NSW.' */
  orgFallback: (name: string, about: string[]) => `${name}: ${about.join(', ')}.`,
} as const;

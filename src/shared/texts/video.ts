// The organisation page's video facade (issue 28), apart from ./browse.ts: the first visit's
// entry carries browse.ts (the job list's texts), and only the organisation page shows these.
/**
 * The organisation page's video facade (issue 28): not in SPEC.md, which asks only for the
 * embedded video. The button's name says what plays; the player's frame keeps its title.
 */
export const VIDEO_TEXTS = {
  play: 'Play video',
  playFor: (title: string) => `Play video: ${title}`,
  frameTitle: (title: string) => `Video: ${title}`,
} as const;

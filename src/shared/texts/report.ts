// The report dialog of the role page (issue 32: "Report this role"). Its button's label is the
// role page's (./details.ts REPORT_ROLE, in the first visit); these words load with the dialog.
// The reasons and the API's messages are ./trust.ts's.
export const REPORT_TEXTS = {
  explain: 'Tell us what is wrong with this role. An administrator will look at it.',
  reason: 'Why are you reporting it?',
  details: 'Details (optional)',
  count: (length: number, max: number) => `${length} of ${max} characters`,
  send: 'Send report',
  cancel: 'Cancel',
  received: 'Report received. Thank you for telling us.',
} as const;

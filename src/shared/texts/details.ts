// The texts of the job details page (SPEC 2 and 8): see ./browse.ts. Part of MESSAGES.

export const DETAILS_TEXTS = {
  appliedOn: (date: string) => `Applied on ${date}`,
  viewedBy: (views: number | string) => `Viewed By ${views}`,
  interested: 'Interested?',
  applyNow: 'Apply Now',
  aboutTheRole: 'About the Role',
  errorFetchingJobDetails: 'Error fetching job details',
} as const;

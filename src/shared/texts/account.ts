// The account menu (SPEC 2: Profile, Change password, Jobs applied, Logout; issue 6's downloads,
// issue 10's Employer dashboard) and the download of one's own file. A module of its own: the
// menu loads on demand for a signed-in user, and no first visit carries these. Change password is
// ./auth.ts CHANGE_PASSWORD, Saved jobs and Job alerts ./save.ts's.

/** The menu item and /profile's first tab (SPEC 2). */
export const PROFILE = 'Profile';
/** SPEC 2's menu item. */
export const LOGOUT = 'Logout';

export const ACCOUNT_TEXTS = {
  /** The avatar button's name. */
  menuFor: (name: string) => `Account menu for ${name}`,
  /** The Profile item once /profile has computed the completion. */
  profileComplete: (percent: number) => `${PROFILE} (${percent}% complete)`,
  jobsApplied: 'Jobs applied',
  employerDashboard: 'Employer dashboard',
  /** `fileName` as shown (a long one shortened by the menu). */
  downloadResume: (fileName: string) => `Download resume (${fileName})`,
  downloadCoverLetter: (fileName: string) => `Download cover letter (${fileName})`,
  /** The snackbar when a download of one's own file fails. */
  downloadFailed: 'Unable to download the file.',
} as const;

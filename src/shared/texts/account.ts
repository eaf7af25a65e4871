// The account menu's download items and the download of one's own file (issue 6). A module of its
// own: the menu loads on demand for a signed-in user, and no first visit carries these.

export const ACCOUNT_TEXTS = {
  /** `fileName` as shown (a long one shortened by the menu). */
  downloadResume: (fileName: string) => `Download resume (${fileName})`,
  downloadCoverLetter: (fileName: string) => `Download cover letter (${fileName})`,
  /** The snackbar when a download of one's own file fails. */
  downloadFailed: 'Unable to download the file.',
} as const;

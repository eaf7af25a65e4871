// Saving a downloaded file (issue 6): a coach's own resume and cover letter on /jobsapplied and
// in the account menu, and an applicant's files on the employer side. Shared so each screen
// saves a blob the same way; it lives in their lazy chunks, never in the first visit.
import { downloadFile } from '../api/files';
import { ACCOUNT_TEXTS } from '../shared/texts/account';
import { showSnackbar } from '../state/snackbar';

/**
 * Saves a blob under a file name: an object URL clicked through a temporary link, revoked a
 * little later (revoking at once can cancel the download in some browsers).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Downloads the caller's own file `id` (GET /api/file/{id} with the bearer token) and saves it
 * under the server's name, else `fallbackName`. A failure shows ACCOUNT_TEXTS.downloadFailed as an error
 * snackbar; resolves either way (true when saved).
 */
export async function downloadOwnFile(id: number, fallbackName: string): Promise<boolean> {
  try {
    const file = await downloadFile(id);
    saveBlob(file.blob, file.fileName ?? fallbackName);
    return true;
  } catch {
    showSnackbar(ACCOUNT_TEXTS.downloadFailed, 'error');
    return false;
  }
}

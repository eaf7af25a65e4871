// Downloads (issue 6, issue 31): a call whose 2xx body is a file, read as a blob with its name
// from Content-Disposition. One path for every download (a coach's own files, an applicant's,
// the export ZIP), through request()'s headers, 401 refresh-and-retry and failure handling.
import { request } from './client';

/** A downloaded file: its bytes and the name from Content-Disposition (when it gave one). */
export type DownloadedFile = { blob: Blob; fileName: string | null };

/** The file name of a Content-Disposition header (filename*=UTF-8'' wins over filename=). */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain ? plain[1].trim() : null;
}

/** GET `path` (or POST `json` to it) and read the answer as a file. */
export async function download(
  path: string,
  options: { json?: unknown; signal?: AbortSignal } = {},
): Promise<DownloadedFile> {
  const response = await request<Response>(path, {
    method: options.json === undefined ? 'GET' : 'POST',
    json: options.json,
    signal: options.signal,
    unread: true,
  });
  const blob = await response.blob();
  return { blob, fileName: dispositionFileName(response.headers.get('content-disposition')) };
}

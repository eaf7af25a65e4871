// File downloads (a binary body) with the bearer token and request()'s 401/403 handling. Its own
// module so the first visit, which downloads nothing, does not carry it (issue 8).

import { navigateTo } from '../lib/navigation';
import { authState } from '../state/auth';
import { type CallOptions, failureFromBody } from './client';
import { refreshSession, signOutToSignIn } from './session-recovery';
import { ApiRequestError, parseBody } from './transport';

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

/**
 * GETs a binary body (a file download) with the bearer token, the same 401 refresh-and-retry
 * and 403 handling as request(); throws ApiRequestError on failure.
 */
export async function requestBlob(
  path: string,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const attempt = async () => {
    const headers: Record<string, string> = { Accept: '*/*' };
    if (authState.token) headers.Authorization = `Bearer ${authState.token}`;
    try {
      return await fetch(path, {
        method: 'GET',
        headers,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiRequestError({
        status: 0,
        kind: 'network',
        detail: 'The server could not be reached. Check your connection and try again.',
      });
    }
  };
  const tokenUsed = authState.token;
  let response = await attempt();
  if (response.status === 401 && tokenUsed) {
    const refreshed = authState.token !== tokenUsed ? true : await refreshSession();
    if (refreshed && authState.token) response = await attempt();
    if (response.status === 401) signOutToSignIn();
  }
  if (response.status < 200 || response.status > 299) {
    if (response.status === 403) navigateTo('/403', { replace: true });
    let text = '';
    try {
      text = await response.text();
    } catch {
      text = '';
    }
    throw failureFromBody(response.status, response.statusText, parseBody(text));
  }
  const blob = await response.blob();
  return { blob, fileName: dispositionFileName(response.headers.get('content-disposition')) };
}

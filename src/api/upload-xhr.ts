// Uploads with progress go through XMLHttpRequest (fetch reports no upload progress), with the
// headers send() built. Loaded by transport.ts only when an upload starts (issue 8: the first
// visit uploads nothing); it imports nothing back (its answer is transport.ts's RawResponse).

export function sendWithXhr(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: XMLHttpRequestBodyInit | null,
  onUploadProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<{ status: number; statusText: string; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url, true);
    xhr.withCredentials = false;
    for (const [key, value] of Object.entries(headers)) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onUploadProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () => {
      onUploadProgress(100);
      resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText ?? '' });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        xhr.abort();
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}

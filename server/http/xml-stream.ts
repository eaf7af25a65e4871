/**
 * A streamed XML answer (the sitemaps): text pieces taken from an async generator only as the
 * client reads them (a pull stream holds one piece ahead), gzip-compressed on the way when the
 * client accepts it, so that a large answer is never held whole.
 */

/** Whether an Accept-Encoding header accepts gzip (not refused with q=0). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== 'gzip' && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The pieces as a byte stream, gzip-compressed when `gzip`. */
export function textStream(
  pieces: AsyncGenerator<string>,
  gzip: boolean,
): ReadableStream<Uint8Array> {
  const utf8 = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await pieces.next();
      if (done) controller.close();
      else controller.enqueue(utf8.encode(value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return gzip
    ? stream.pipeThrough(
        new CompressionStream('gzip') as unknown as TransformStream<Uint8Array, Uint8Array>,
      )
    : stream;
}

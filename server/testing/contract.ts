// The server's side of the API contract (tests/contract/api-contract.ts): every answer a test
// receives through the test context's request() (server/test-utils.ts) is checked against the
// shared response schemas that the msw handlers' contract test uses, so the real server and the
// mocks answer the same shapes. A mismatch fails the request with the reason.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { contractProblem } from '../../tests/contract/api-contract';

export class ContractError extends Error {
  override name = 'ContractError';
}

/** The body's bytes as sent before compression (a test may ask for gzip or brotli). */
function decoded(bytes: Buffer, encoding: string | null): Buffer {
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return bytes;
}

/** Throws ContractError when `res` (to `method url`) breaks the API contract. */
export async function assertContract(method: string, url: string, res: Response): Promise<void> {
  const path = new URL(url, 'http://localhost').pathname;
  if (path !== '/api' && !path.startsWith('/api/')) return;
  if (method.toUpperCase() === 'HEAD' || res.status === 304) return;
  let body: unknown;
  if (/^application\/json\b/i.test(res.headers.get('content-type') ?? '')) {
    const bytes = Buffer.from(await res.clone().arrayBuffer());
    const text = decoded(bytes, res.headers.get('content-encoding')).toString('utf8');
    try {
      body = JSON.parse(text);
    } catch {
      throw new ContractError(`${method} ${url} -> ${res.status}: invalid JSON`);
    }
  }
  const problem = contractProblem(method, url, res.status, body);
  if (problem) throw new ContractError(problem);
}

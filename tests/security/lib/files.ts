export {
  docBytes,
  docxBytes,
  exeBytes,
  pdfBytes,
  pngBytes,
  zipBombBytes,
} from '../../../server/lib/uploads.test-fixtures';

import { pdfBytes } from '../../../server/lib/uploads.test-fixtures';
import type { TestContext } from '../../../server/test-utils';

/** Uploads a document in process; returns the response. */
export function upload(
  ctx: TestContext,
  token: string,
  kind: 'resume' | 'cv',
  bytes: Uint8Array = pdfBytes(),
  fileName = `${kind}.pdf`,
  nameField?: string,
): Promise<Response> {
  const form = new FormData();
  form.append(kind, new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), fileName);
  if (nameField !== undefined) form.append(`${kind}FileName`, nameField);
  return ctx.request(`/api/file/upload/${kind}`, { method: 'POST', body: form, token });
}

/** Uploads a resume and a cover letter; returns their ids. */
export async function uploadPair(
  ctx: TestContext,
  token: string,
): Promise<{ resume: number; cv: number }> {
  const r = await upload(ctx, token, 'resume');
  const c = await upload(ctx, token, 'cv');
  if (r.status !== 201 || c.status !== 201)
    throw new Error(`upload failed: ${r.status} ${c.status}`);
  return { resume: (await r.json()).resumeId, cv: (await c.json()).cvId };
}

export const applyBody = (jobId: number, ids: { resume: number; cv: number }) => ({
  firstName: 'Casey',
  lastName: 'Coach',
  resume: ids.resume,
  cv: ids.cv,
  jobId,
  salary: '$80k',
  notice: '2 weeks',
  referredBy: 'A friend',
});

// The browser's check of a credential document before its upload (the server checks again, by
// content: 415 for anything but PDF, PNG or JPEG, 413 over 5 MB).
import { MAX_UPLOAD_BYTES } from '../../../shared/constants';
import { UPLOAD_TEXTS as U } from '../../../shared/texts/coach';
import { CREDENTIALS_UI as T } from '../../../shared/texts/credentials-ui';

export const CREDENTIAL_DOCUMENT_ACCEPT =
  '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
const TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);
const EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'];

/** A reason to refuse `file`, or null: PDF, PNG or JPEG (extension and type), 1 byte to 5 MB. */
export function checkCredentialDocument(file: File): string | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot >= 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const typeOk = file.type === '' || TYPES.has(file.type.toLowerCase());
  if (!EXTENSIONS.includes(extension) || !typeOk) {
    return U.notKind(file.name, T.documentKind, T.documentRule);
  }
  if (file.size > MAX_UPLOAD_BYTES) {
    return U.tooLarge(file.name, MAX_UPLOAD_BYTES / 1024 / 1024, T.documentRule);
  }
  if (file.size === 0) return U.empty(file.name, T.documentRule);
  return null;
}

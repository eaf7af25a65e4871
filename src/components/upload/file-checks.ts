// Browser-side checks before an upload (the server checks again, by content: API.md "Uploads").
import { MAX_PICTURE_BYTES, MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS } from '../../shared/constants';
import { MESSAGES } from '../../shared/messages';
import { UPLOAD_TEXTS as T } from '../../shared/texts/coach';

const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg']);
const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg'];

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function checkFile(
  file: File,
  extensions: readonly string[],
  types: Set<string>,
  maxBytes: number,
  kind: string,
  rule: string,
): string | null {
  // Some systems give no type for Office files: then the extension alone decides.
  const typeOk = file.type === '' || types.has(file.type.toLowerCase());
  if (!extensions.includes(extension(file.name)) || !typeOk) {
    return T.notKind(file.name, kind, rule);
  }
  if (file.size > maxBytes) return T.tooLarge(file.name, maxBytes / 1024 / 1024, rule);
  if (file.size === 0) return T.empty(file.name, rule);
  return null;
}

/** Resume and cover letter: PDF, DOC or DOCX (extension and type), at most 5 MB. */
export function checkDocument(file: File): string | null {
  return checkFile(
    file,
    UPLOAD_EXTENSIONS,
    DOCUMENT_TYPES,
    MAX_UPLOAD_BYTES,
    T.documentKind,
    MESSAGES.documentRule,
  );
}

/** Profile picture: PNG or JPEG, at most 1 MB. */
export function checkPicture(file: File): string | null {
  return checkFile(
    file,
    PICTURE_EXTENSIONS,
    PICTURE_TYPES,
    MAX_PICTURE_BYTES,
    T.pictureKind,
    MESSAGES.pictureRule,
  );
}

// Input and upload limits (SPEC 5 and 9, API.md): forms and the server.

export const MOBILE_DIGITS = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIALS = '!@#$%^&*';

export const CONFIRM_ACCOUNT_SCOPE = 'Confirm Account';
// SPEC 5: an empty resetPasswordToken is replaced by a placeholder. The server never accepts it.
export const RESET_TOKEN_FALLBACK = 'invalid-reset-token';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const UPLOAD_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;
export const MAX_FILES_PER_USER = 20;
export const MAX_FILE_NAME_LENGTH = 120;
export const MAX_PICTURE_BYTES = 1024 * 1024;
export const PICTURE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

export const MAX_FREE_TEXT = 200;
export const MAX_JSON_BODY_BYTES = 100 * 1024;

// The `detail` texts of the API's failures and the other texts the server writes (API.md), once.
// The server answers with them; the app and the msw handlers import them from here.
import { FORBIDDEN_MESSAGE } from './error-screens';

/** Also the organisation's page's own check before uploading a logo (a plain constant: inlined). */
export const LOGO_TOO_LARGE = 'The logo is larger than 1 MB.';

export const API_ERRORS = {
  // transport
  invalidJson: 'The request body is not valid JSON.',
  validationFailed: 'Some fields are not valid.',
  unsupportedType: 'Unsupported content type.',
  bodyTooLarge: 'The request body is too large.',
  requestNotValid: 'The request is not valid.',
  notFound: 'Not found.',
  methodNotAllowed: 'Method not allowed.',
  somethingWentWrong: 'Something went wrong.',
  /** The plain-text body of a 404 outside /api (a missing static file). */
  notFoundText: 'Not found',
  xsrfFailed: 'The request could not be verified. Reload the page and try again.',
  crossSite: 'Cross-site requests are not allowed.',
  tooMany: 'Too many attempts. Please try again later.',
  // accounts
  authRequired: 'Authentication is required.',
  forbidden: FORBIDDEN_MESSAGE,
  emailTaken: 'This e-mail address is already registered.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  wrongOldPassword: 'The current password is not correct.',
  /** A sensitive call's `password` (export, delete, change e-mail) that is not the account's. */
  wrongPassword: 'The password is not correct.',
  samePassword: 'Choose a password different from the current one.',
  invalidConfirmToken: 'This confirmation link is not valid or has expired.',
  invalidResetToken: 'This reset link is not valid or has expired.',
  noOrganisation: 'This account does not belong to an organisation.',
  // lookups
  unknownOrgType: 'Choose an organisation type from the list',
  unknownCity: 'Choose a city from the list',
  unknownCityOfState: 'Choose a city of this state from the list',
  ambiguousCity: 'This city name exists in more than one state: choose the state too',
  unknownState: 'Choose a state from the list',
  unknownTag: 'Choose tags from the list',
  unknownInterest: 'Choose interests from the list',
  // jobs, organisations, applications
  jobNotFound: 'Job not found.',
  invalidJobId: 'The job id must be a positive whole number.',
  orgNotFound: 'Organisation not found.',
  invalidOrgId: 'The organisation id must be a positive whole number.',
  alreadyApplied: 'You have already applied for this job.',
  notYourResume: 'Upload your resume before applying.',
  notYourCv: 'Upload your cover letter before applying.',
  applicationNotFound: 'Application not found.',
  cannotWithdraw: 'This application is already being processed and cannot be withdrawn.',
  invalidApplicationId: 'The application id must be a positive whole number.',
  // files
  uploadUnreadable: 'The upload could not be read.',
  fileTooLarge: 'The file is larger than 5 MB.',
  pictureTooLarge: 'The picture is larger than 1 MB.',
  logoTooLarge: LOGO_TOO_LARGE,
  unsupportedFile: 'Only PDF, DOC and DOCX files are accepted.',
  unsupportedPicture: 'Only PNG and JPEG pictures are accepted.',
  unsupportedLogo: 'Only PNG, JPEG and SVG logos are accepted.',
  quotaExceeded: 'You can keep at most 20 files. Remove one before uploading another.',
  fileNotFound: 'File not found.',
} as const;

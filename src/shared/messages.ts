// Every user-facing text of SPEC.md (sections 2, 5, 8), once. Copied character for character:
// some messages end with two full stops on purpose (SPEC 8). The texts the first visit needs
// live in ./texts/ (shell: every page; browse, details, search: the visitor pages) so the first visit does not
// carry the rest; MESSAGES gathers them all for everything else.
import { FORGOT_PASSWORD_SENT } from './texts/api';
import * as BROWSE from './texts/browse';
import { DETAILS_TEXTS } from './texts/details';
import { SEARCH_TEXTS } from './texts/search';
import { SHELL_TEXTS } from './texts/shell';
import { SIGN_UP_PROMISE } from './texts/sign-up-promise';

export { API_MESSAGES } from './texts/api';
export { ERROR_SCREENS } from './texts/error-screens';
export { BRAND } from './texts/shell';

export const MESSAGES = {
  ...SHELL_TEXTS,
  rolesForYou: BROWSE.ROLES_FOR_YOU,
  noRolesFound: BROWSE.NO_ROLES_FOUND,
  rowsPerPage: BROWSE.ROWS_PER_PAGE,
  datePosted: BROWSE.datePostedText,
  trustedBy: BROWSE.TRUSTED_BY,
  errorFetchingJobs: BROWSE.ERROR_FETCHING_JOBS,
  errorFetchingOrgDetails: BROWSE.ERROR_FETCHING_ORG_DETAILS,
  ...DETAILS_TEXTS,
  ...SEARCH_TEXTS,
  signUpPromise: SIGN_UP_PROMISE,
  // SPEC 5 validation
  required: 'Required field',
  invalidEmail: 'Invalid email address',
  invalidPhone: 'Invalid phone number',
  passwordRule:
    'Must Contain 8 Characters, One Uppercase, One Lowercase, One Number and One Special Case Character',
  passwordsMustMatch: 'Passwords must match',
  acceptTerms: 'You need to accept the terms and conditions',
  // API.md additions to the password rule
  passwordTooLong: 'Must be at most 128 characters',
  passwordTooCommon: 'This password is too common',
  // Field messages of the other rules (the forms' and the requests' schemas)
  mustBeText: 'Must be text',
  atMostChars: (max: number) => `Must be at most ${max} characters`,
  wholeNumber: 'Must be a positive whole number',
  invalidToken: 'Invalid token',
  mustBeTrueOrFalse: 'Must be true or false',
  chooseStatus: 'Choose a status from the list',
  atMostInterests: (max: number) => `Choose at most ${max} interests`,
  atMostTags: (max: number) => `Choose at most ${max} tags`,
  /** The hint under a new-password field: SPEC 5's rule in plain words, before any error. */
  passwordHint:
    'At least 8 characters with an uppercase and a lowercase letter, a number and one of ! @ # $ % ^ & *',

  // SPEC 2 screens
  incorrectCredentials:
    'Incorrect email address or password, please check your details and try again.',
  forgotPasswordSent: FORGOT_PASSWORD_SENT,
  resetPasswordDone: 'Password Reset Successfully. You can now login here',
  congrats: 'Congrats!',
  applicationSubmittedFor: (jobName: string) =>
    `Your application for ${jobName} has been successfully submitted.`,
  jobsApplied: 'Jobs Applied',
  userDetails: 'User Details',
  loginFailed: 'Login Failed',
  loginSuccessful: 'Login Successful.',
  errorRegisteringUser: 'Error registering user.',
  userRegistered: 'User registered successfully',
  errorProcessingRequest: 'Error processing your request.',
  errorProcessingRequest2: 'Error processing your request..',
  forgotPasswordIncorrect: 'Incorrect email address. please check your details and try again.',
  resetPasswordIncorrect:
    'Incorrect email address or password. please check your details and try again.',
  applicationFailed: 'Error submitting Role Application.',
  applicationSubmitted: 'Role Application Submitted Successfully.',
  resumeUploadFailed: 'Unable to upload Resume',
  coverLetterUploadFailed: 'Unable to upload Cover Letter',
  uploadErrorText: (reason: string) => `Error uploading file: ${reason}`,
  resumeUploaded: 'Resume uploaded Successfully.',
  coverLetterUploaded: 'Cover Letter uploaded Successfully.',
  profileUpdated: 'Profile Updated Successfully.',
  interestsUpdated: 'Interests Updated Successfully.',
  passwordChanged: 'Password Changed Successfully.',
  changePasswordTitle: 'Change Password',

  // Beyond SPEC (issue 6): the upload rules, the profile picture, withdrawing an application
  documentRule: 'Choose a PDF, DOC or DOCX file up to 5 MB.',
  pictureRule: 'Choose a PNG or JPEG picture up to 1 MB.',
  documentHint: 'PDF, DOC or DOCX, up to 5 MB',
  pictureHint: 'PNG or JPEG, up to 1 MB',
  pictureUploaded: 'Profile picture uploaded Successfully.',
  pictureUploadFailed: 'Unable to upload Profile Picture',
  applicationWithdrawn: 'Application Withdrawn Successfully.',
} as const;

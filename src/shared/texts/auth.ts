// The account screens' own texts (sign in, the two sign-ups, forgot and reset password, account
// confirmation, change password; issue 5): their titles, introductions, links and states. SPEC 8's
// messages for them are in ../messages.ts, the field labels in ./fields.ts; Sign in and Sign up
// (SPEC 2's header) in ./shell.ts. Only these lazily loaded screens read this module.
import { ORGANISATION_TYPE } from './fields';
import { BRAND } from './shell';

export const CHANGE_PASSWORD = 'Change password';
export const FORGOT_PASSWORD = 'Forgot password';
export const RESET_PASSWORD = 'Reset password';
export const GO_HOME = 'Go to the home page';

export const AUTH_TEXTS = {
  whyJoin: `Why join ${BRAND}?`,
  // /signin
  signInIntro: 'Welcome back. Sign in to apply for roles and follow your applications.',
  newHere: 'New here?',
  createAccount: 'Create an account',
  rememberMe: 'Remember me',
  forgotPasswordLink: 'Forgot password?',
  // /signup and /orgsignup
  signUpIntro: 'Create your coach account to apply for roles and track your applications.',
  signUpPanelHeading: `With a ${BRAND} account you can`,
  haveAccount: 'Already have an account?',
  recruiting: 'Recruiting for a club or organisation?',
  hiring: 'I am hiring',
  orgSignUpTitle: 'Organisation sign up',
  orgSignUpIntro: 'Register your club or organisation to post roles and review applicants.',
  lookingForRole: 'Looking for a role instead?',
  signUpAsCoach: 'Sign up as a coach',
  alreadyRegistered: 'Already registered?',
  organisation: 'Organisation',
  organisationName: 'Organisation name',
  organisationType: ORGANISATION_TYPE,
  chooseType: 'Choose a type',
  typesFailed: 'The organisation types could not be loaded.',
  retryTypes: 'Try loading the types again',
  contactPerson: 'Contact person',
  registerOrganisation: 'Register organisation',
  // /forgotpassword and /resetpassword
  remembered: 'Remembered it?',
  backToSignIn: 'Back to sign in',
  noAccount: 'No account yet?',
  checkEmail: 'Check your email',
  linkValidHour:
    'The link in the e-mail is valid for one hour. If it does not arrive within a few minutes, check your spam folder or send another request.',
  sendAnother: 'Send another request',
  forgotIntro:
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  sendResetLink: 'Send reset link',
  passwordResetTitle: 'Password reset',
  checkingResetLink: 'Checking your reset link…',
  resetLinkNotChecked: 'Your reset link could not be checked.',
  resetLinkInvalid: 'This password reset link is invalid or has expired.',
  signedInChangeInstead:
    'You are signed in, so you can change your password from your account instead.',
  resetIntro: 'Choose a new password for your account.',
  // /confirm
  confirmingTitle: 'Confirming your account',
  confirmedTitle: 'Account confirmed',
  confirmInvalidTitle: 'Confirmation link not valid',
  confirmErrorTitle: 'Confirmation not finished',
  confirming: 'Confirming your e-mail address…',
  emailVerified: 'Your e-mail address is verified.',
  allSet: 'You are all set: find a role and apply with your resume and cover letter.',
  signInToApply: 'Sign in to apply for roles and follow your applications.',
  confirmFailed:
    'Your account could not be confirmed just now. The link is still good: please try again.',
  confirmLinkInvalid: 'This confirmation link is invalid or has expired.',
  confirmLinkRules:
    'Confirmation links work once and for one hour. If you have already confirmed your account there is nothing more to do. Your account works while unconfirmed: you can still sign in and apply for roles.',
  // /changepassword
  changePasswordNote:
    'Changing your password signs you out on every other device. You stay signed in here.',
  currentPassword: 'Current password',
  confirmNewPassword: 'Confirm new password',
} as const;

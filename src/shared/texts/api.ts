import { API_SUCCESS } from './browse';

/** Also the job alerts' token check (./alerts.ts ALERTS_API). */
export const VALID_TOKEN = 'Valid Token';
/** SPEC 7's message and SPEC 2's text on /forgot-password (MESSAGES.forgotPasswordSent). */
export const FORGOT_PASSWORD_SENT = 'Password Reset Request sent. Please check your email.';

// Success `message` values the API returns (SPEC 7 and API.md). The client checks them.
export const API_MESSAGES = {
  coachRegistered: 'Coach Registered Successfully',
  orgRegistered: 'Organisation Registered Successfully',
  loginSuccessful: 'Login Successful',
  logoutSuccessful: 'Logout Successful',
  validToken: VALID_TOKEN,
  passwordReset: 'Password Reset Successfully',
  forgotPasswordSent: FORGOT_PASSWORD_SENT,
  profileUpdated: 'Profile Updated Successfully',
  passwordChanged: 'Password Changed Successfully',
  interestsUpdated: 'Interests Updated Successfully',
  resumeUploaded: 'Resume uploaded Successfully',
  coverLetterUploaded: 'Cover Letter uploaded Successfully',
  applicationSubmitted: 'Job Application Submitted Successfully',
  applicationWithdrawn: 'Application Withdrawn Successfully',
  pictureUploaded: 'Profile picture uploaded Successfully',
  accountConfirmed: 'Account Confirmed',
  success: API_SUCCESS,
  error: 'Error',
} as const;

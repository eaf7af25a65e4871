import { API_SUCCESS } from './browse';

// Success `message` values the API returns (SPEC 7 and API.md). The client checks them.
export const API_MESSAGES = {
  coachRegistered: 'Coach Registered Successfully',
  orgRegistered: 'Organisation Registered Successfully',
  loginSuccessful: 'Login Successful',
  logoutSuccessful: 'Logout Successful',
  validToken: 'Valid Token',
  passwordReset: 'Password Reset Successfully',
  forgotPasswordSent: 'Password Reset Request sent. Please check your email.',
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

// Every user-facing text of SPEC.md (sections 2, 5, 8), once. Copied character for character:
// some messages end with two full stops on purpose (SPEC 8).

export const BRAND = 'Touchline';

export const MESSAGES = {
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

  // SPEC 2 screens
  incorrectCredentials:
    'Incorrect email address or password, please check your details and try again.',
  forgotPasswordSent: 'Password Reset Request sent. Please check your email.',
  resetPasswordDone: 'Password Reset Successfully. You can now login here',
  rolesForYou: 'Roles for you',
  noRolesFound: 'No Roles Found.',
  rowsPerPage: 'Rows per page:',
  datePosted: (date: string) => `Date Posted ${date}`,
  appliedOn: (date: string) => `Applied on ${date}`,
  viewedBy: (views: number | string) => `Viewed By ${views}`,
  interested: 'Interested?',
  applyNow: 'Apply Now',
  congrats: 'Congrats!',
  applicationSubmittedFor: (jobName: string) =>
    `Your application for ${jobName} has been successfully submitted.`,
  jobsApplied: 'Jobs Applied',
  userDetails: 'User Details',
  trustedBy: 'Trusted by',
  aboutTheRole: 'About the Role',
  /** SPEC 1: what signing up promises (sign-in/sign-up panels, landing page). */
  signUpPromise: [
    'Access your details',
    'Check job application status and history',
    'Connect with mentors',
    'Learn new skills',
  ],
  searchHeading: 'What are you looking for?',
  searchRolePlaceholder: 'Enter Keywords',
  searchNow: 'Search now',
  filters: 'Filters',
  interests: 'Interests',
  unexpectedError: 'Unexpected Application Error!',
  back: 'BACK',

  // SPEC 8 alerts and snackbars
  errorFetchingJobs: 'Error fetching jobs',
  errorFetchingJobDetails: 'Error fetching job details',
  errorFetchingOrgDetails: 'Error fetching org details',
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
} as const;

// SPEC 8 error screens.
export const ERROR_SCREENS = {
  error: { title: 'Error', message: 'Oops. Something went wrong. Please try again later.' },
  forbidden: {
    title: 'Forbidden',
    message: 'You do not have permission to access this resource.',
  },
  notFound: {
    title: 'Page not found',
    message: 'Looks like the page you are looking for was not found or no longer exists.',
  },
  unauthorized: {
    title: 'Unauthorized - Access denied',
    message: 'Please login to access this page.',
  },
} as const;

// Success `message` values the API returns (SPEC 7 and API.md). The client checks them.
export const API_MESSAGES = {
  coachRegistered: 'Coach Registered Successfully',
  orgRegistered: 'Organisation Registered Successfully',
  loginSuccessful: 'Login Successful',
  validToken: 'Valid Token',
  passwordReset: 'Password Reset Successfully',
  forgotPasswordSent: 'Password Reset Request sent. Please check your email.',
  profileUpdated: 'Profile Updated Successfully',
  passwordChanged: 'Password Changed Successfully',
  interestsUpdated: 'Interests Updated Successfully',
  resumeUploaded: 'Resume uploaded Successfully',
  coverLetterUploaded: 'Cover Letter uploaded Successfully',
  applicationSubmitted: 'Job Application Submitted Successfully',
  accountConfirmed: 'Account Confirmed',
  success: 'Success',
  error: 'Error',
} as const;

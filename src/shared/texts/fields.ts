// The labels of the form fields several screens share (sign-up, the organisation's sign-up, the
// profile, the application form, the applied list's filters), and the forms' common lines.
// Plain constants: see ./ui.ts. SPEC 2's search hero labels are in ./search.ts.

export const EMAIL = 'Email';
export const PASSWORD = 'Password';
export const NEW_PASSWORD = 'New password';
export const CONFIRM_PASSWORD = 'Confirm password';
export const FIRST_NAME = 'First name';
export const LAST_NAME = 'Last name';
export const MOBILE_NUMBER = 'Mobile number';
export const MOBILE_HINT = '10 digits, e.g. 0412345678';
export const ADDRESS_LINE_1 = 'Address line 1';
export const ADDRESS_LINE_2 = 'Address line 2 (optional)';
export const ZIP_CODE = 'Zip code';
export const STATE = 'State';
export const CITY = 'City';
export const NO_MATCHING_STATES = 'No matching states';
export const NO_MATCHING_CITIES = 'No matching cities';
/** The applied list's filter, the search hero's (SPEC 2) and a role's details. */
export const LOCATION = 'Location';
/** SPEC 2's search filter (./search.ts), the profile's tab and an alert's field. */
export const INTERESTS = 'Interests';
/** The organisation's sign-up and page details, an alert's field (the hero's: ORG_TYPE_LABEL). */
export const ORGANISATION_TYPE = 'Organisation type';
/** The application form's uploads and the applied list's downloads. */
export const RESUME = 'Resume';
export const COVER_LETTER = 'Cover letter';
/** A saved role's badge and the date label of an application the organisation sees. */
export const APPLIED = 'Applied';
/** The application form's field and the organisation's view of an application. */
export const REFERRED_BY = 'Referred by';
export const REQUIRED_NOTE = 'All fields are required unless marked optional.';
export const ACCEPT_TERMS = 'I accept the terms and conditions';

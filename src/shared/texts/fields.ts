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
export const REQUIRED_NOTE = 'All fields are required unless marked optional.';
export const ACCEPT_TERMS = 'I accept the terms and conditions';

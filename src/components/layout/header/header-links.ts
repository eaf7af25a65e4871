// The header's links carry a trailing slash (SPEC 2); the router normalises it away.
export const HEADER_SIGNIN_HREF = '/signin/';
export const HEADER_SIGNUP_HREF = '/signup/';

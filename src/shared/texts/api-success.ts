// The `message` of a successful list or lookup answer (SPEC 7). Its own module: the first visit
// checks it on every job list and carries no other API message (issue 8). Part of API_MESSAGES.
export const API_SUCCESS = 'Success';

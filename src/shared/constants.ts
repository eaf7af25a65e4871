// Business constants of SPEC 9 and API.md, with their units, by topic in ./constants-of/ (a
// bundle carries only the topics its chunks use: the first visit loads the app and session ones;
// issue 8). Import from here.

export * from './constants-of/app';
export * from './constants-of/content';
export * from './constants-of/engagement';
export * from './constants-of/forms';
export * from './constants-of/limits';
export * from './constants-of/paginator';
export * from './constants-of/session';

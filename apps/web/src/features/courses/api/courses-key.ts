/**
 * The query key every course query starts with (lists and records): what a save or a deletion
 * invalidates. Its own module, so the forms do not load the list's query and its list state.
 */
export const COURSES_KEY = ['courses'];

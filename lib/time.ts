// Lengths of time in milliseconds, for the relative times the pages and islands say ("3 days ago",
// "in 5 hours"). A month is 30 days and a year 365 here: they only pick the unit a time is said in.
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
export const MONTH = 30 * DAY;
export const YEAR = 365 * DAY;

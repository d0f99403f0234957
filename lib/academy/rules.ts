// The academy's rules, shared by the server (which scores) and the pages (which say them).

/** A quiz is passed, and its lesson done, at this score or more (whole percent). */
export const PASS_PERCENT = 70;

/**
 * Console user passwords: long enough to resist guessing, no composition theatre. Apart from the
 * hashing (password.ts, a native addon), so a form in the browser can state the rule.
 */
export const MIN_USER_PASSWORD_LENGTH = 12;

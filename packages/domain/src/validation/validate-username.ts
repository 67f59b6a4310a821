/**
 * Account names (spec 1 §5). Messages are the server's (api.md §3.2 registration rules).
 * Each function returns the message of the first failing rule, or null when the name is valid.
 */
export const USERNAME_MESSAGES = {
  empty: 'Username cannot be empty or whitespaces',
  tooShort: 'Shorter than minimum length 3',
  tooLong: 'Longer than maximum length 25',
  invalidCharacters: 'Contain invalid character(s)',
  firstCharacter: 'First character is invalid',
  lastCharacter: 'Last character is invalid',
  consecutiveSpecials: 'Contains consecutive special characters',
  confusingSuffix: 'Ended by confusing suffix',
} as const;

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 25;

/** "Not ending like a file suffix" (spec 1 §5): the suffixes the forum refuses. */
const FILE_SUFFIX = /\.(js|json|css|htm|html|xml|jpg|jpeg|png|gif|bmp|ico|tif|tiff|woff)$/i;
const CONSECUTIVE_SPECIALS = /[-_.]{2,}/;

function checkShape(name: string): string | null {
  const length = [...name].length;
  if (length < USERNAME_MIN_LENGTH) return USERNAME_MESSAGES.tooShort;
  if (length > USERNAME_MAX_LENGTH) return USERNAME_MESSAGES.tooLong;
  return null;
}

function checkEnds(name: string, last: RegExp): string | null {
  if (!/^[A-Za-z0-9_]/.test(name)) return USERNAME_MESSAGES.firstCharacter;
  if (!last.test(name)) return USERNAME_MESSAGES.lastCharacter;
  if (CONSECUTIVE_SPECIALS.test(name)) return USERNAME_MESSAGES.consecutiveSpecials;
  if (FILE_SUFFIX.test(name)) return USERNAME_MESSAGES.confusingSuffix;
  return null;
}

/**
 * spec 1 §5 username: not empty, no whitespace, 3–25 characters, first character Latin
 * alphanumeric or underscore, last a letter or digit, no consecutive `-` `_` `.`, no file suffix.
 */
export function validateUsername(name: string): string | null {
  if (name.trim() === '') return USERNAME_MESSAGES.empty;
  if (/\s/u.test(name)) return USERNAME_MESSAGES.invalidCharacters;
  return checkShape(name) ?? checkEnds(name, /[\p{L}\p{N}]$/u);
}

/**
 * Forum username: the username rules, stricter (spec 1 §5: no accents, no spaces): only
 * ASCII letters, digits, `_`, `.` and `-`, ending with a letter or digit (api.md §3.2).
 */
export function validateForumUsername(name: string): string | null {
  if (name.trim() === '') return USERNAME_MESSAGES.empty;
  return (
    checkShape(name) ??
    (/[^A-Za-z0-9_.-]/.test(name) ? USERNAME_MESSAGES.invalidCharacters : null) ??
    checkEnds(name, /[A-Za-z0-9]$/)
  );
}

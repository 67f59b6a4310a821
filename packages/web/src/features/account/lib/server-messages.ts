import type { TFunction } from 'i18next';
import { USERNAME_MESSAGES } from '@cairn/domain';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';

/**
 * The server's English descriptions of the account, following and preferences calls
 * (server/src/users/account-routes.ts, social-routes.ts; spec 1 §5 "server messages"), with
 * the message each shows as. Anything else shows as the server wrote it.
 */
const MESSAGE_KEYS = {
  'Invalid password': 'account.serverErrors.invalidPassword',
  'Password too short': 'account.serverErrors.passwordTooShort',
  'Invalid email address': 'account.serverErrors.invalidEmail',
  'Already used email': 'account.serverErrors.emailUsed',
  'Already used forum name': 'account.serverErrors.forumNameUsed',
  Required: 'account.required',
  [USERNAME_MESSAGES.empty]: 'account.serverErrors.empty',
  [USERNAME_MESSAGES.tooShort]: 'account.serverErrors.tooShort',
  [USERNAME_MESSAGES.tooLong]: 'account.serverErrors.tooLong',
  [USERNAME_MESSAGES.invalidCharacters]: 'account.serverErrors.invalidCharacters',
  [USERNAME_MESSAGES.firstCharacter]: 'account.serverErrors.firstCharacter',
  [USERNAME_MESSAGES.lastCharacter]: 'account.serverErrors.lastCharacter',
  [USERNAME_MESSAGES.consecutiveSpecials]: 'account.serverErrors.consecutiveSpecials',
  [USERNAME_MESSAGES.confusingSuffix]: 'account.serverErrors.confusingSuffix',
  'You cannot follow yourself': 'account.cannotFollowSelf',
  'unknown area': 'account.serverErrors.unknownArea',
  'invalid lang': 'account.serverErrors.invalidLang',
} as const;

/** social-routes.ts: `user 123 does not exist`. */
const UNKNOWN_USER = /^user \d+ does not exist$/;

/** One server description as the user reads it. */
export function serverMessage(description: string, t: TFunction): string {
  if (UNKNOWN_USER.test(description)) return t('account.serverErrors.unknownUser');
  const key = MESSAGE_KEYS[description as keyof typeof MESSAGE_KEYS];
  return key ? t(key) : description;
}

/** A refusal of the API itself (4xx with descriptions), as opposed to a failure to answer. */
const isRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && !error.isUnreachable && error.status >= 400 && error.status < 500;

/** Spec 1 §5: server errors with the name of a form field attach to that field. */
export function fieldErrorsOf<F extends string>(
  error: unknown,
  fields: readonly F[],
  t: TFunction,
): Partial<Record<F, string>> {
  if (!isRefusal(error)) return {};
  const messages: Partial<Record<F, string>> = {};
  for (const entry of error.errors) {
    const field = fields.find((name) => name === entry.name);
    if (field && entry.description && !messages[field]) messages[field] = serverMessage(entry.description, t);
  }
  return messages;
}

/**
 * Spec 1 §5, §8: what shows as a banner: the refusals not attached to one of `fields`,
 * translated when known; network, server and unknown failures as `apiErrorMessage` words
 * them. Null when every message sits under its field.
 */
export function bannerMessageOf(error: unknown, fields: readonly string[], t: TFunction): string | null {
  if (!error) return null;
  if (!isRefusal(error)) return apiErrorMessage(error, t);
  const described = error.errors.filter((entry) => entry.description);
  if (described.length === 0) return apiErrorMessage(error, t);
  const others = described.filter((entry) => !fields.includes(entry.name));
  return others.length ? others.map((entry) => serverMessage(entry.description, t)).join('\n') : null;
}

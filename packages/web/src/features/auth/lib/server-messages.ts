import type { TFunction } from 'i18next';
import { USERNAME_MESSAGES } from '@cairn/domain';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';

/**
 * Spec 1 §5 "Server messages": the English descriptions of the account calls (api.md §3.2,
 * server/src/users/account-routes.ts, nonce.ts) and the message each shows in the user's
 * language. A description missing here shows as the server wrote it.
 */
const SERVER_MESSAGES = {
  [USERNAME_MESSAGES.empty]: 'auth.serverMessages.usernameEmpty',
  [USERNAME_MESSAGES.tooShort]: 'auth.serverMessages.tooShort',
  [USERNAME_MESSAGES.tooLong]: 'auth.serverMessages.tooLong',
  [USERNAME_MESSAGES.invalidCharacters]: 'auth.serverMessages.invalidCharacters',
  [USERNAME_MESSAGES.firstCharacter]: 'auth.serverMessages.firstCharacter',
  [USERNAME_MESSAGES.lastCharacter]: 'auth.serverMessages.lastCharacter',
  [USERNAME_MESSAGES.consecutiveSpecials]: 'auth.serverMessages.consecutiveSpecials',
  [USERNAME_MESSAGES.confusingSuffix]: 'auth.serverMessages.confusingSuffix',
  'already used username': 'auth.serverMessages.usernameUsed',
  'An email address used as username should be the same as the one used as the account email address.':
    'auth.serverMessages.emailAsUsername',
  'Invalid email address': 'auth.serverMessages.invalidEmail',
  'already used email': 'auth.serverMessages.emailUsed',
  'already used forum_username': 'auth.serverMessages.forumUsernameUsed',
  Required: 'auth.required',
  'Password too short': 'auth.serverMessages.passwordTooShort',
  'Missing captcha': 'auth.serverMessages.missingCaptcha',
  'Error, please retry': 'auth.serverMessages.captchaFailed',
  'No user with this email': 'auth.serverMessages.noUserWithEmail',
  'Account not validated yet': 'auth.serverMessages.accountNotValidated',
  'account blocked': 'auth.serverMessages.accountBlocked',
  'invalid nonce': 'auth.serverMessages.invalidNonce',
  'unexpected purpose': 'auth.serverMessages.unexpectedPurpose',
} as const;

type KnownDescription = keyof typeof SERVER_MESSAGES;
const isKnown = (description: string): description is KnownDescription =>
  Object.hasOwn(SERVER_MESSAGES, description);

/** One description of the server in the user's language, or as it came when we do not know it. */
export function serverMessage(description: string, t: TFunction): string {
  return isKnown(description) ? t(SERVER_MESSAGES[description]) : description;
}

/** What a form shows of a failed call: messages under its fields, and a banner for the rest. */
export type FormErrors<Field extends string> = {
  fields: Partial<Record<Field, string>>;
  banner?: string;
};

/**
 * Spec 1 §5: server errors with a name attach to that field (when the form has it); others
 * show as a banner. Failures that are not a refusal (network, 5xx) read as spec 1 §8 says.
 */
export function formErrorsOf<Field extends string>(
  error: unknown,
  fieldNames: readonly Field[],
  t: TFunction,
): FormErrors<Field> {
  const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
  const entries = isRefusal ? error.errors.filter((entry) => entry.description) : [];
  if (entries.length === 0) return { fields: {}, banner: apiErrorMessage(error, t) };

  const fields: Partial<Record<Field, string>> = {};
  const others: string[] = [];
  for (const { name, description } of entries) {
    const message = serverMessage(description, t);
    if (isField(name, fieldNames)) fields[name] = fields[name] ? `${fields[name]} ${message}` : message;
    else others.push(message);
  }
  return { fields, ...(others.length > 0 && { banner: others.join('\n') }) };
}

const isField = <Field extends string>(name: string, fieldNames: readonly Field[]): name is Field =>
  (fieldNames as readonly string[]).includes(name);

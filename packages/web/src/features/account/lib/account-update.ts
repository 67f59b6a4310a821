import type { Account } from '../api/get-account.ts';
import type { AccountUpdate } from '../api/update-account.ts';

/** What the account form holds (spec 1 §2.8); the username is shown, never sent. */
export type AccountValues = {
  currentpassword: string;
  newpassword: string;
  email: string;
  name: string;
  forum_username: string;
  is_profile_public: boolean;
};

export type AccountField = keyof AccountValues;
/** The fields typed in, all but the public profile checkbox. */
export type TextField = Exclude<AccountField, 'is_profile_public'>;

export const ACCOUNT_FIELDS = [
  'currentpassword',
  'newpassword',
  'email',
  'name',
  'forum_username',
  'is_profile_public',
] as const satisfies readonly AccountField[];

/** Spec 1 §2.8: every field is required but the new password and the checkbox. */
export const REQUIRED_FIELDS = ['currentpassword', 'email', 'name', 'forum_username'] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

export const valuesOf = (account: Account): AccountValues => ({
  currentpassword: '',
  newpassword: '',
  email: account.email,
  name: account.name,
  forum_username: account.forum_username,
  is_profile_public: account.is_profile_public,
});

/** Spec 1 §5: a required field is in error when empty (spaces alone count as empty). */
export const missingFields = (values: AccountValues): RequiredField[] =>
  REQUIRED_FIELDS.filter((field) => values[field].trim() === '');

/**
 * Spec 1 §5: the update sends only changed values, null for the unchanged ones, and the current
 * password always. The server trims the name and the email (account-routes.ts), so do we
 * before comparing; an empty new password keeps the old one.
 */
export function accountUpdateOf(account: Account, values: AccountValues): AccountUpdate {
  const changed = <T>(value: T, saved: T): T | null => (value === saved ? null : value);
  return {
    currentpassword: values.currentpassword,
    name: changed(values.name.trim(), account.name),
    forum_username: changed(values.forum_username, account.forum_username),
    email: changed(values.email.trim(), account.email),
    is_profile_public: changed(values.is_profile_public, account.is_profile_public),
    newpassword: values.newpassword === '' ? null : values.newpassword,
  };
}

/**
 * The account once an update is saved: the sent values, but the same email, which changes only
 * when the link mailed to the new address is followed (spec 1 §2.8).
 */
export const accountAfter = (account: Account, update: AccountUpdate): Account => ({
  email: account.email,
  name: update.name ?? account.name,
  forum_username: update.forum_username ?? account.forum_username,
  is_profile_public: update.is_profile_public ?? account.is_profile_public,
});

import { describe, expect, it } from 'vitest';
import { accountAfter, accountUpdateOf, missingFields, valuesOf } from './account-update.ts';

const account = {
  email: 'jeanne@example.org',
  name: 'Jeanne Doe',
  forum_username: 'jdoe',
  is_profile_public: false,
};
const values = { ...valuesOf(account), currentpassword: 'secret' };

describe('account update body (spec 1 §5: only changed values, null if unchanged)', () => {
  it.each([
    ['nothing changed', {}, {}],
    ['the name, trimmed', { name: '  Jeanne Martin ' }, { name: 'Jeanne Martin' }],
    ['the forum username', { forum_username: 'jeanne_m' }, { forum_username: 'jeanne_m' }],
    ['the email, trimmed', { email: ' new@example.org' }, { email: 'new@example.org' }],
    ['the public profile', { is_profile_public: true }, { is_profile_public: true }],
    ['a new password', { newpassword: 'longer-secret' }, { newpassword: 'longer-secret' }],
    ['spaces around an unchanged name', { name: 'Jeanne Doe ' }, {}],
  ])('%s', (_case, changes, sent) => {
    expect(accountUpdateOf(account, { ...values, ...changes })).toEqual({
      currentpassword: 'secret',
      name: null,
      forum_username: null,
      email: null,
      is_profile_public: null,
      newpassword: null,
      ...sent,
    });
  });
});

describe('required account fields (spec 1 §5)', () => {
  it('the current password, email, name and forum username; spaces alone are empty', () => {
    expect(missingFields(values)).toEqual([]);
    expect(missingFields({ ...values, currentpassword: '', name: '  ', newpassword: '' })).toEqual([
      'currentpassword',
      'name',
    ]);
    expect(missingFields({ ...values, email: '', forum_username: '' })).toEqual(['email', 'forum_username']);
  });
});

describe('the account once saved', () => {
  it('takes the sent values but keeps the email until its confirmation link is followed (spec 1 §2.8)', () => {
    const update = accountUpdateOf(account, {
      ...values,
      name: 'Jeanne Martin',
      email: 'new@example.org',
      is_profile_public: true,
    });
    expect(accountAfter(account, update)).toEqual({
      email: 'jeanne@example.org',
      name: 'Jeanne Martin',
      forum_username: 'jdoe',
      is_profile_public: true,
    });
  });
});

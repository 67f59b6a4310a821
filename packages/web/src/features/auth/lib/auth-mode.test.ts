import { describe, expect, it } from 'vitest';
import { authModeFromQuery } from './auth-mode.ts';

describe('authModeFromQuery', () => {
  it.each([
    ['', 'signin'],
    ['change_password=newpass_x', 'changePassword'],
    ['validate_change_email=chgemail_x', 'changeEmail'],
    ['validate_register_email=regemail_x', 'validateAccountCreation'],
    ['mode=signup', 'signup'],
    ['mode=resetPassword', 'resetPassword'],
    ['mode=verifyEmail', 'verifyEmail'],
    ['mode=signin&redirect=%2Froutes', 'signin'],
  ])('spec 1 §2.7: "%s" gives %s', (search, mode) => {
    expect(authModeFromQuery(new URLSearchParams(search))).toBe(mode);
  });

  it('needs a mail link for the modes that consume a nonce', () => {
    expect(authModeFromQuery(new URLSearchParams('mode=changePassword'))).toBe('signin');
    expect(authModeFromQuery(new URLSearchParams('mode=validateAccountCreation'))).toBe('signin');
    expect(authModeFromQuery(new URLSearchParams('mode=whatever'))).toBe('signin');
  });

  it('a mail link wins over mode', () => {
    expect(authModeFromQuery(new URLSearchParams('mode=signup&change_password=newpass_x'))).toBe(
      'changePassword',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/api.ts';
import { bannerMessageOf, fieldErrorsOf, serverMessage } from './server-messages.ts';

const t = i18n.t.bind(i18n);
const refusal = (...errors: [name: string, description: string][]) =>
  new ApiError(
    400,
    errors.map(([name, description]) => ({ location: 'body', name, description })),
  );

describe('server messages of the account calls, translated', () => {
  it.each([
    ['Invalid password', 'Mot de passe incorrect'],
    ['Already used email', 'Cette adresse e-mail est déjà utilisée'],
    ['Already used forum name', "Ce nom d'utilisateur du forum est déjà pris"],
    ['Shorter than minimum length 3', 'Au moins 3 caractères'],
    ['Contain invalid character(s)', 'Contient des caractères non autorisés'],
    ['You cannot follow yourself', 'Vous ne pouvez pas vous suivre vous-même.'],
    ['user 77 does not exist', "Cet utilisateur n'existe pas"],
    ['Something new from the server', 'Something new from the server'],
  ])('%s', (description, shown) => {
    expect(serverMessage(description, t)).toBe(shown);
  });
});

describe('where server errors show (spec 1 §5)', () => {
  const fields = ['currentpassword', 'email'] as const;

  it('errors named after a field attach to it; the others make the banner', () => {
    const error = refusal(['currentpassword', 'Invalid password'], ['Forbidden', 'account blocked']);
    expect(fieldErrorsOf(error, fields, t)).toEqual({ currentpassword: 'Mot de passe incorrect' });
    expect(bannerMessageOf(error, fields, t)).toBe('account blocked');
  });

  it('no banner when every error sits under its field', () => {
    const error = refusal(['email', 'Already used email']);
    expect(bannerMessageOf(error, fields, t)).toBeNull();
  });

  it('spec 1 §8: a server failure or no answer is a banner, never under a field', () => {
    const failure = new ApiError(500, [{ location: 'body', name: 'email', description: 'boom' }]);
    expect(fieldErrorsOf(failure, fields, t)).toEqual({});
    expect(bannerMessageOf(failure, fields, t)).toBe(t('errors.unexpected'));
    const offline = new ApiError(0, [{ location: 'body', name: 'network', description: 'down' }]);
    expect(bannerMessageOf(offline, fields, t)).toMatch(/injoignable/);
    expect(bannerMessageOf(null, fields, t)).toBeNull();
  });
});

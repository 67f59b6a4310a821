import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/api.ts';
import { formErrorsOf, serverMessage } from './server-messages.ts';

const refusal = (...errors: [name: string, description: string][]) =>
  new ApiError(
    400,
    errors.map(([name, description]) => ({ location: 'body', name, description })),
  );

describe('server messages of the account calls', () => {
  it.each([
    ['already used email', 'Cette adresse e-mail est déjà utilisée.'],
    ['already used forum_username', 'Ce pseudo du forum est déjà utilisé.'],
    ['already used username', "Ce nom d'utilisateur est déjà utilisé."],
    ['Invalid email address', 'Adresse e-mail invalide.'],
    ['Password too short', 'Mot de passe trop court (3 caractères au minimum).'],
    ['Missing captcha', 'Veuillez compléter la vérification anti-spam.'],
    ['No user with this email', 'Aucun utilisateur avec cette adresse e-mail.'],
    ['Shorter than minimum length 3', '3 caractères au minimum.'],
  ])('spec 1 §5: "%s" reads in the interface language', (description, french) => {
    expect(serverMessage(description, i18n.t)).toBe(french);
  });

  it('follows the interface language', async () => {
    await setLanguage('de');
    expect(serverMessage('already used email', i18n.t)).toBe('Diese E-Mail-Adresse wird bereits verwendet.');
  });

  it('shows an unknown description as it came', () => {
    expect(serverMessage('"xx" is not one of fr, en', i18n.t)).toBe('"xx" is not one of fr, en');
  });

  it('spec 1 §5: errors with the name of a field attach to it, others make the banner', () => {
    const errors = formErrorsOf(
      refusal(['email', 'already used email'], ['lang', 'bad lang'], ['Error', 'Account not validated yet']),
      ['email', 'password'],
      i18n.t,
    );
    expect(errors).toEqual({
      fields: { email: 'Cette adresse e-mail est déjà utilisée.' },
      banner:
        "bad lang\nCe compte n'est pas encore validé : ouvrez le lien de l'e-mail reçu à l'inscription.",
    });
  });

  it('spec 1 §8: a server failure or a network failure is a banner', () => {
    expect(
      formErrorsOf(
        new ApiError(500, [{ location: 'body', name: 'x', description: 'boom' }]),
        ['email'],
        i18n.t,
      ),
    ).toEqual({
      fields: {},
      banner: 'Erreur inattendue, merci de contacter les développeurs',
    });
    expect(formErrorsOf(new TypeError('x'), ['email'], i18n.t).banner).toBe(
      'Erreur inattendue, merci de contacter les développeurs',
    );
  });
});

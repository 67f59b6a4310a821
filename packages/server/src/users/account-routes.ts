/**
 * Registration, email validation, password reset, account update and preferred language
 * (api.md §3.2, spec 1 §2.7–§2.8, §5). Mails carry UI links of the form
 * `{PUBLIC_URL}/auth#validate_register_email=…` (the web app rewrites the hash to a query).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  isLang,
  postAccount,
  postPreferredLanguage,
  postRegister,
  postRequestPasswordChange,
  postValidateChangeEmail,
  postValidateNewPassword,
  postValidateRegisterEmail,
  validateForumUsername,
  validateUsername,
} from '@cairn/domain';
import { fieldError, forbidden, validationErrors, type ErrorEntry } from '../errors.ts';
import { requireUser } from '../plugins/auth.ts';
import { schemaOf } from '../plugins/endpoint-schema.ts';
import { mailText } from '../mail/messages.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { consumeNonce, createNonce } from './nonce.ts';
import { openSession } from './session.ts';
import { isCaptchaSolved } from './captcha.ts';
import { createUsersRepository } from './repository.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MIN_PASSWORD = 3;

export async function accountRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { database, config, mailer } = app.deps;
  const db = database.db;
  const users = createUsersRepository(db);
  const taken = users.isTaken;
  const mailLink = (key: string, nonce: string) => `${config.publicUrl}/auth#${key}=${nonce}`;

  app.post(postRegister.path, { schema: schemaOf(postRegister) }, async (request) => {
    const body = request.body;
    const username = body.username.trim();
    const email = body.email.trim();
    const lang = body.lang ?? 'fr';
    const errors: ErrorEntry[] = [];
    const err = (name: string, description: string) => errors.push({ location: 'body', name, description });

    const usernameProblem = validateUsername(username);
    if (usernameProblem) err('username', usernameProblem);
    else if (await taken('username', username)) err('username', 'already used username');
    if (username.includes('@') && username !== email)
      err(
        'username',
        'An email address used as username should be the same as the one used as the account email address.',
      );
    if (!EMAIL.test(email)) err('email', 'Invalid email address');
    else if (await taken('email', email)) err('email', 'already used email');
    const forumProblem = validateForumUsername(body.forum_username);
    if (forumProblem) err('forum_username', forumProblem);
    else if (await taken('forum_username', body.forum_username))
      err('forum_username', 'already used forum_username');
    if (body.name.trim().length < 1) err('name', 'Required');
    if (body.password.length < MIN_PASSWORD) err('password', 'Password too short');
    if (!isLang(lang))
      err(
        'lang',
        `"${lang}" is not one of ${['fr', 'en', 'it', 'de', 'es', 'ca', 'eu', 'sl', 'zh'].join(', ')}`,
      );
    if (config.captchaSecret && !body.captcha) err('captcha', 'Missing captcha');
    if (errors.length) throw validationErrors(errors);
    // Checked last: an answer is good for one check only, so it is spent on an otherwise valid form.
    if (
      config.captchaSecret &&
      !(await isCaptchaSolved(config.captchaVerifyUrl, config.captchaSecret, body.captcha!, request.ip))
    )
      throw validationErrors([{ location: 'body', name: 'captcha', description: 'Error, please retry' }]);

    const passwordHash = await hashPassword(body.password);
    const id = await users.create({
      username,
      name: body.name.trim(),
      forum_username: body.forum_username,
      email,
      password_hash: passwordHash,
      lang,
    });
    const nonce = await createNonce(db, id, 'regemail');
    await mailer.send({
      to: email,
      ...mailText('register', lang, mailLink('validate_register_email', nonce)),
    });
    return {
      id,
      username,
      name: body.name.trim(),
      forum_username: body.forum_username,
      email,
      email_validated: false,
      moderator: false,
    };
  });

  app.post(
    postValidateRegisterEmail.path,
    { schema: schemaOf(postValidateRegisterEmail) },
    async (request) => {
      const userId = await consumeNonce(db, request.params.nonce, 'regemail');
      const user = await users.updateReturning(userId, { email_validated: true });
      return openSession(
        db,
        { ...user, id: Number(user.id) },
        config.jwtSecret ?? '',
        config.tokenLifetimeDays,
      );
    },
  );

  app.post(
    postRequestPasswordChange.path,
    { schema: schemaOf(postRequestPasswordChange) },
    async (request) => {
      const user = await users.byEmail(request.body.email.trim());
      if (!user) throw fieldError('email', 'No user with this email');
      if (user.blocked) throw forbidden('account blocked');
      // api.md §3.2 quirk: this one error carries its description as an array.
      if (!user.email_validated)
        throw validationErrors([
          {
            location: 'body',
            name: 'Error',
            description: ['Account not validated yet'] as unknown as string,
          },
        ]);
      const nonce = await createNonce(db, Number(user.id), 'newpass');
      await mailer.send({
        to: user.email,
        ...mailText('password', user.lang, mailLink('change_password', nonce)),
      });
      return {};
    },
  );

  app.post(postValidateNewPassword.path, { schema: schemaOf(postValidateNewPassword) }, async (request) => {
    if (request.body.password.length < MIN_PASSWORD) throw fieldError('password', 'Password too short');
    const userId = await consumeNonce(db, request.params.nonce, 'newpass');
    const user = await users.updateReturning(userId, {
      password_hash: await hashPassword(request.body.password),
      email_validated: true,
    });
    return openSession(
      db,
      { ...user, id: Number(user.id) },
      config.jwtSecret ?? '',
      config.tokenLifetimeDays,
    );
  });

  app.post(postValidateChangeEmail.path, { schema: schemaOf(postValidateChangeEmail) }, async (request) => {
    const userId = await consumeNonce(db, request.params.nonce, 'chgemail');
    await users.confirmEmailChange(userId);
    return null;
  });

  app.post(postAccount.path, { schema: schemaOf(postAccount) }, async (request) => {
    const current = requireUser(request);
    const body = request.body;
    const user = await users.byId(current.id);
    if (!user) throw new Error(`user ${current.id} not found`);
    if (!(await verifyPassword(user.password_hash, body.currentpassword))) {
      throw fieldError('currentpassword', 'Invalid password');
    }
    const errors: ErrorEntry[] = [];
    const err = (name: string, description: string) => errors.push({ location: 'body', name, description });
    const changes: Record<string, unknown> = {};
    const result: Record<string, unknown> = {};
    if (body.name != null && body.name !== user.name) {
      if (body.name.trim().length < 3) err('name', 'Shorter than minimum length 3');
      changes.name = result.name = body.name.trim();
    }
    if (body.forum_username != null && body.forum_username !== user.forum_username) {
      const problem = validateForumUsername(body.forum_username);
      if (problem) err('forum_username', problem);
      else if (await taken('forum_username', body.forum_username, current.id))
        err('forum_username', 'Already used forum name');
      changes.forum_username = result.forum_username = body.forum_username;
    }
    if (body.is_profile_public != null) changes.is_profile_public = body.is_profile_public;
    if (body.newpassword != null && body.newpassword !== '') {
      if (body.newpassword.length < MIN_PASSWORD) err('newpassword', 'Password too short');
      changes.password_hash = await hashPassword(body.newpassword);
    }
    let newEmail: string | undefined;
    if (body.email != null && body.email.trim().toLowerCase() !== user.email.toLowerCase()) {
      newEmail = body.email.trim();
      if (!EMAIL.test(newEmail)) err('email', 'Invalid email address');
      else if (await taken('email', newEmail, current.id)) err('email', 'Already used email');
      changes.email_to_validate = newEmail;
    }
    if (errors.length) throw validationErrors(errors);
    if (Object.keys(changes).length) await users.update(current.id, changes);
    // api.md §1.6: the profile and the documents showing the user as author change (weak ETags).
    if ('name' in changes || 'forum_username' in changes || 'is_profile_public' in changes)
      await users.touchAuthoredDocuments(current.id);
    if (newEmail) {
      const nonce = await createNonce(db, current.id, 'chgemail');
      await mailer.send({
        to: newEmail,
        ...mailText('email', user.lang, mailLink('validate_change_email', nonce)),
      });
      result.email = newEmail;
      result.sent_email = true;
    }
    return result;
  });

  app.post(postPreferredLanguage.path, { schema: schemaOf(postPreferredLanguage) }, async (request) => {
    const current = requireUser(request);
    if (!isLang(request.body.lang)) throw fieldError('lang', 'invalid lang');
    await users.update(current.id, { lang: request.body.lang });
    return {};
  });
}

/** Registration, mail links, account and preferred language (api.md §3.2, spec 1 §2.7–§2.8, §5). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { LoginResponse } from './sessions.ts';

export const RegisterBody = z.object({
  username: z.string(),
  name: z.string(),
  forum_username: z.string(),
  email: z.string(),
  password: z.string(),
  lang: z.string().optional(),
  captcha: z.string().optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** `{nonce}` of the mail links (`/users/validate_register_email/:nonce`…). */
export const NonceParams = z.object({ nonce: z.string().min(1) });

export const postRegister = defineEndpoint({
  method: 'POST',
  path: '/users/register',
  summary: 'Create an account (and its profile); a mail asks to validate the email',
  body: RegisterBody,
  response: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    forum_username: z.string(),
    email: z.string(),
    email_validated: z.boolean(),
    moderator: z.boolean(),
  }),
});

export const postValidateRegisterEmail = defineEndpoint({
  method: 'POST',
  path: '/users/validate_register_email/:nonce',
  summary: 'Validate the email of a new account (mail link) and log in',
  params: NonceParams,
  response: LoginResponse,
});

export const postRequestPasswordChange = defineEndpoint({
  method: 'POST',
  path: '/users/request_password_change',
  summary: 'Mail a link to choose a new password',
  body: z.object({ email: z.string() }),
  response: z.object({}),
});

export const postValidateNewPassword = defineEndpoint({
  method: 'POST',
  path: '/users/validate_new_password/:nonce',
  summary: 'Set a new password (mail link) and log in',
  params: NonceParams,
  body: z.object({ password: z.string() }),
  response: LoginResponse,
});

export const postValidateChangeEmail = defineEndpoint({
  method: 'POST',
  path: '/users/validate_change_email/:nonce',
  summary: 'Validate a new account email (mail link)',
  params: NonceParams,
  response: z.null(),
});

/** `GET /users/account`: what the account form shows (api.md §3.2) — and nothing else. */
export const AccountResponse = z.object({
  email: z.string(),
  name: z.string(),
  forum_username: z.string(),
  is_profile_public: z.boolean(),
});
export type AccountResponse = z.output<typeof AccountResponse>;

export const getAccount = defineEndpoint({
  method: 'GET',
  path: '/users/account',
  summary: 'The account of the signed-in user',
  response: AccountResponse,
});

export const AccountBody = z.object({
  currentpassword: z.string(),
  name: z.string().nullish(),
  forum_username: z.string().nullish(),
  email: z.string().nullish(),
  is_profile_public: z.boolean().nullish(),
  newpassword: z.string().nullish(),
});

export const postAccount = defineEndpoint({
  method: 'POST',
  path: '/users/account',
  summary: 'Change the account (current password required); a new email is validated by mail',
  body: AccountBody,
  /** The changed keys only; `email` and `sent_email` when a validation mail left. */
  response: z.object({
    name: z.string().optional(),
    forum_username: z.string().optional(),
    email: z.string().optional(),
    sent_email: z.literal(true).optional(),
  }),
});

export const postPreferredLanguage = defineEndpoint({
  method: 'POST',
  path: '/users/update_preferred_language',
  summary: 'Set the language of the mails and of the default locales',
  body: z.object({ lang: z.string() }),
  response: z.object({}),
});

/** Registration, mail links, account and preferred language (api.md §3.2, spec 1 §2.7–§2.8, §5). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { LoginResponse } from './sessions.ts';
import { boundedText, EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from './text-limits.ts';

export const RegisterBody = z.object({
  username: boundedText(EMAIL_MAX),
  name: boundedText(NAME_MAX),
  forum_username: boundedText(NAME_MAX),
  email: boundedText(EMAIL_MAX),
  password: boundedText(PASSWORD_MAX),
  lang: boundedText(NAME_MAX).optional(),
  captcha: boundedText(PASSWORD_MAX * 10).optional(),
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
  body: z.object({ email: boundedText(EMAIL_MAX) }),
  response: z.object({}),
});

export const postValidateNewPassword = defineEndpoint({
  method: 'POST',
  path: '/users/validate_new_password/:nonce',
  summary: 'Set a new password (mail link) and log in',
  params: NonceParams,
  body: z.object({ password: boundedText(PASSWORD_MAX) }),
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
  currentpassword: boundedText(PASSWORD_MAX),
  name: boundedText(NAME_MAX).nullish(),
  forum_username: boundedText(NAME_MAX).nullish(),
  email: boundedText(EMAIL_MAX).nullish(),
  is_profile_public: z.boolean().nullish(),
  newpassword: boundedText(PASSWORD_MAX).nullish(),
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
  body: z.object({ lang: boundedText(NAME_MAX) }),
  response: z.object({}),
});

/** Login, renewal and logout (api.md §2, §3.1, §3.2). */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { boundedText, EMAIL_MAX, PASSWORD_MAX } from './text-limits.ts';

/** The login response shared by login, renew and the mail-link validations (api.md §3.1). */
export const LoginResponse = z.object({
  token: z.string(),
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  forum_username: z.string(),
  lang: z.string(),
  roles: z.array(z.string()),
  /** Expiry in epoch seconds. */
  expire: z.number().int(),
  /** Forum single sign-on addresses (api.md §3.1); absent when there is no forum handshake. */
  redirect_internal: z.string().optional(),
  redirect: z.string().optional(),
});
export type LoginResponse = z.output<typeof LoginResponse>;

export const LoginBody = z.object({
  username: boundedText(EMAIL_MAX).min(1),
  password: boundedText(PASSWORD_MAX).min(1),
  accept_tos: z.boolean().optional(),
  discourse: z.boolean().optional(),
  /** The forum's single sign-on request being answered (api.md §3.2), both or neither. */
  sso: boundedText(4000).min(1).optional(),
  sig: boundedText(200).min(1).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const postLogin = defineEndpoint({
  method: 'POST',
  path: '/users/login',
  summary: 'Log in with a username (or the account email) and a password',
  body: LoginBody,
  response: LoginResponse,
});

export const postRenew = defineEndpoint({
  method: 'POST',
  path: '/users/renew',
  summary: 'A new token for the signed-in user',
  response: LoginResponse,
});

export const postLogout = defineEndpoint({
  method: 'POST',
  path: '/users/logout',
  summary: 'Revoke the token sent',
  body: z.object({ discourse: z.boolean().optional() }).optional(),
  response: z.object({ user: z.number().int(), logged_out_discourse_user: z.number().int().optional() }),
});

/** Request shapes of the user and session calls (api.md §3.2). */
import { z } from 'zod';

export const LoginBody = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  accept_tos: z.boolean().optional(),
  discourse: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LogoutBody = z.object({ discourse: z.boolean().optional() }).optional();

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

export const EmailBody = z.object({ email: z.string() });
export const PasswordBody = z.object({ password: z.string() });
export const NonceParams = z.object({ nonce: z.string().min(1) });

export const AccountBody = z.object({
  currentpassword: z.string(),
  name: z.string().nullish(),
  forum_username: z.string().nullish(),
  email: z.string().nullish(),
  is_profile_public: z.boolean().nullish(),
  newpassword: z.string().nullish(),
});

/** `GET /users/account`: what the account form shows (api.md §3.2). */
export const AccountResponse = z.object({
  email: z.string(),
  name: z.string(),
  forum_username: z.string(),
  is_profile_public: z.boolean(),
});

export const LangBody = z.object({ lang: z.string() });

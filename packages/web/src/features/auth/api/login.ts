import { useMutation } from '@tanstack/react-query';
import { postLogin, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { setSession, type Session } from '../../../lib/session.ts';

/** api.md §3.1 */
export type LoginResponse = ResponseOf<typeof postLogin>;

export type LoginInput = { username: string; password: string; accept_tos?: boolean };

/** api.md §3.2: the UI exactly matches this text to reveal the terms checkbox (spec 1 §5). */
export const TERMS_NOT_ACCEPTED = 'Terms of Service need to be accepted';

export const sessionFromLogin = (response: LoginResponse): Session => ({
  userName: response.username,
  id: response.id,
  lang: response.lang,
  roles: response.roles,
  name: response.name,
  forumUsername: response.forum_username,
  token: response.token,
  expire: response.expire,
});

export function login(input: LoginInput): Promise<LoginResponse> {
  // api.md §3.2 `discourse`: with a Discourse forum, the answer's `redirect_internal` signs the
  // user into it too (spec 1 §2.7); with the built-in forum the server adds nothing.
  return call(postLogin, {
    body: { ...input, discourse: true },
    token: null,
  });
}

/** Logs in and stores the session. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => setSession(sessionFromLogin(response)),
  });
}

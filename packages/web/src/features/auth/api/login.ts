import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { setSession, type Session } from '../../../lib/session.ts';

/** api.md §3.1 */
export type LoginResponse = {
  token: string;
  username: string;
  name: string;
  forum_username: string;
  expire: number;
  roles: string[];
  id: number;
  lang: string;
  redirect_internal?: string;
};

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
  // No forum single sign-on from this client (api.md §3.2 `discourse`).
  return request<LoginResponse>('POST', '/users/login', {
    body: { ...input, discourse: false },
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

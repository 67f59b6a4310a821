import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';

/** Spec 1 §3 "Registration payload"; `captcha` only when the site asks for one. */
export type RegisterInput = {
  username: string;
  name: string;
  forum_username: string;
  email: string;
  password: string;
  lang: string;
  captcha?: string;
};

/** api.md §3.2: the new account, whose email waits for validation. */
export type RegisterResponse = {
  id: number;
  username: string;
  name: string;
  forum_username: string;
  email: string;
  email_validated: boolean;
  moderator: boolean;
};

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return request<RegisterResponse>('POST', '/users/register', { body: input, token: null });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

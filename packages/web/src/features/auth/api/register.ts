import { useMutation } from '@tanstack/react-query';
import { postRegister, type ResponseOf } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

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
export type RegisterResponse = ResponseOf<typeof postRegister>;

export function register(input: RegisterInput): Promise<RegisterResponse> {
  return call(postRegister, { body: input, token: null });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

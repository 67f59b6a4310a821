import { useMutation } from '@tanstack/react-query';
import { postValidateNewPassword } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { setSession } from '../../../lib/session.ts';
import { sessionFromLogin, type LoginResponse } from './login.ts';

export type NewPasswordInput = { nonce: string; password: string };

/** api.md §3.2: sets the password chosen from a mail link; the answer logs the user in. */
export function validateNewPassword({ nonce, password }: NewPasswordInput): Promise<LoginResponse> {
  return call(postValidateNewPassword, { params: { nonce }, body: { password }, token: null });
}

/** Saves the new password and stores the session the server opens. */
export function useValidateNewPassword() {
  return useMutation({
    mutationFn: validateNewPassword,
    onSuccess: (response) => setSession(sessionFromLogin(response)),
  });
}

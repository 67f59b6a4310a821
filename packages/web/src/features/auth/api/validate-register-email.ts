import { useMutation } from '@tanstack/react-query';
import { postValidateRegisterEmail } from '@cairn/domain';
import { call } from '../../../lib/api.ts';
import { setSession } from '../../../lib/session.ts';
import { sessionFromLogin, type LoginResponse } from './login.ts';

/** api.md §3.2: validates the email of a new account; the answer logs the user in. */
export function validateRegisterEmail(nonce: string): Promise<LoginResponse> {
  return call(postValidateRegisterEmail, { params: { nonce }, token: null });
}

/** Validates the account and stores the session, as a login does. */
export function useValidateRegisterEmail() {
  return useMutation({
    mutationFn: validateRegisterEmail,
    onSuccess: (response) => setSession(sessionFromLogin(response)),
  });
}

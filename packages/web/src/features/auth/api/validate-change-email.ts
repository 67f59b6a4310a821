import { useMutation } from '@tanstack/react-query';
import { postValidateChangeEmail } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** api.md §3.2: binds the account to the email address it asked for (answer: `null`). */
export function validateChangeEmail(nonce: string): Promise<unknown> {
  return call(postValidateChangeEmail, { params: { nonce }, token: null });
}

export function useValidateChangeEmail() {
  return useMutation({ mutationFn: validateChangeEmail });
}

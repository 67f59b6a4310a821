import { postLogout } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** api.md §3.2: revokes the token server-side. */
export function logout(token: string): Promise<unknown> {
  return call(postLogout, { body: {}, token });
}

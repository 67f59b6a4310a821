import { postLogout } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/** api.md §3.2: revokes the token server-side, and ends the session of a Discourse forum (`discourse`). */
export function logout(token: string): Promise<unknown> {
  return call(postLogout, { body: { discourse: true }, token });
}

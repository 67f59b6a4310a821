import { postForumSso } from '@cairn/domain';
import { call } from '../../../lib/api.ts';

/**
 * Issue 19, spec 1 §2.1 auth-sso: the forum's single sign-on request answered for the signed-in
 * user; the answer is the forum's address with the user's signed payload.
 */
export async function answerForumSso(request: { sso: string; sig: string }): Promise<string> {
  return (await call(postForumSso, { body: request })).redirect;
}

import { startFakeDiscourse, type FakeDiscourse } from '../packages/server/src/test/fake-discourse.ts';

/**
 * The Discourse of the e2e run's forum single sign-on (issue 19): the server's test fake
 * (`packages/server/src/test/fake-discourse.ts`, DiscourseConnect with signatures checked). Only
 * the sign-on points at it (`FORUM_SSO_URL`): the comments and the widget keep the built-in forum.
 */
export const E2E_FORUM_PORT = Number(process.env.E2E_FORUM_PORT ?? 18095);
export const E2E_FORUM_URL = `http://127.0.0.1:${E2E_FORUM_PORT}`;
export const E2E_FORUM_SSO_SECRET = 'e2e-discourse-connect-secret';
export const E2E_FORUM_API_KEY = 'e2e-forum-api-key';

export function startE2eDiscourse(appPort: number): Promise<FakeDiscourse> {
  return startFakeDiscourse({
    secret: E2E_FORUM_SSO_SECRET,
    providerUrl: `http://127.0.0.1:${appPort}/auth-sso`,
    apiKey: E2E_FORUM_API_KEY,
    port: E2E_FORUM_PORT,
  });
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../test/build-app.ts';

/** A local stand-in for reCAPTCHA's siteverify: form-encoded secret and response in, {success} out. */
function fakeVerifier() {
  const seen: URLSearchParams[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      if (form.get('response') === 'broken') {
        res.writeHead(500).end();
        return;
      }
      const success = form.get('secret') === 'server-secret' && form.get('response') === 'solved';
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ success }));
    });
  });
  return { server, seen };
}

describe('registration captcha (api.md §3.2)', () => {
  const verifier = fakeVerifier();
  let ctx: TestContext;
  let n = 0;
  const register = (captcha?: string) => {
    n++;
    return ctx.app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        username: `climber${n}`,
        name: 'Climber',
        forum_username: `climber${n}`,
        email: `climber${n}@example.org`,
        password: 'long-enough',
        ...(captcha === undefined ? {} : { captcha }),
      },
    });
  };
  const captchaError = async (res: Awaited<ReturnType<typeof register>>) => {
    expect(res.statusCode).toBe(400);
    return res.json().errors.find((e: { name: string }) => e.name === 'captcha')?.description;
  };

  beforeAll(async () => {
    await new Promise<void>((resolve) => verifier.server.listen(0, '127.0.0.1', resolve));
    const { port } = verifier.server.address() as AddressInfo;
    ctx = await buildTestApp({
      CAPTCHA_SECRET: 'server-secret',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    });
  });
  afterAll(async () => {
    await ctx.close();
    verifier.server.close();
  });

  it("'Missing captcha' without an answer, the service not asked", async () => {
    expect(await captchaError(await register())).toBe('Missing captcha');
    expect(verifier.seen).toHaveLength(0);
  });

  it("'Error, please retry' when the service refuses the answer or fails", async () => {
    expect(await captchaError(await register('wrong'))).toBe('Error, please retry');
    expect(await captchaError(await register('broken'))).toBe('Error, please retry');
    expect(verifier.seen.at(-2)!.get('secret')).toBe('server-secret');
  });

  it('registers when the service accepts the answer', async () => {
    const res = await register('solved');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: `climber${n}`, email_validated: false });
  });
});

describe('registration without a captcha secret', () => {
  it('asks for no captcha', async () => {
    const ctx = await buildTestApp();
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          username: 'nocaptcha',
          name: 'N',
          forum_username: 'nocaptcha',
          email: 'n@example.org',
          password: 'long-enough',
        },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

/**
 * reCAPTCHA check of a registration (api.md §3.2): the widget's answer is sent to the
 * verification service with the server's secret. An answer it refuses, or no answer from the
 * service, makes the registration fail with `Error, please retry` (the person solves it again).
 */
const VERIFY_TIMEOUT_MS = 5000;

export async function isCaptchaSolved(
  verifyUrl: string,
  secret: string,
  response: string,
  remoteIp?: string,
): Promise<boolean> {
  const form = new URLSearchParams({ secret, response });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const res = await fetch(verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    const answer = (await res.json()) as { success?: unknown };
    return answer.success === true;
  } catch {
    return false;
  }
}

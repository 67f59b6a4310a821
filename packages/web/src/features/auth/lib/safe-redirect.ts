/**
 * The `redirect` query of /auth, accepted only as a path of this app: anything else
 * (`//evil.example`, `https://…`) would make the sign-in page an open redirect.
 */
export function safeRedirect(raw: string | null): string | undefined {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  return raw;
}

/**
 * The environment, read once. Every value has a default so that `npm run dev` works with
 * no configuration (DESIGN.md): the API is proxied under /api by Vite and served under
 * /api by our server in production.
 */
export const env = {
  apiUrl: trimSlash(import.meta.env.VITE_API_URL || '/api'),
  // example.org is reserved: a deployment sets its own forum (README "Configuration").
  forumUrl: import.meta.env.VITE_FORUM_URL || 'https://forum.example.org',
} as const;

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}

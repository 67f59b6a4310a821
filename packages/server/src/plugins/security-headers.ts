/**
 * HTTP security headers (issue 13), one set per kind of answer:
 * - the web app (its HTML, assets, favicon): a Content-Security-Policy that allows scripts and
 *   styles of this origin only and, for images, fetches and frames, exactly the origins the
 *   build reaches (`dist/.cairn-csp.json`, written by the web app's build), the media address
 *   and `CSP_IMAGE_SOURCES`;
 * - the API (`/api/…`, and the built-in forum's JSON and avatars): `default-src 'none'` — a JSON
 *   answer opened as a page may load and run nothing;
 * - the media files (`/media/…`): `sandbox` as well — a file opened as a page runs no script, has
 *   no origin and reaches nothing. Their Content-Type comes from their bytes (`plugins/media.ts`).
 * Every answer gets nosniff, a referrer policy, `DENY` framing and, behind an https PUBLIC_URL,
 * HSTS. A route that writes its own policy keeps it (the forum's pages hash their inline parts).
 * The headers are plain strings: one `onSend` hook sets them, no library is needed to write them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config.ts';

/** The file in the web app's build that lists the origins it reaches (`packages/web/vite.config.ts`). */
export const BUILD_SOURCES_FILE = '.cairn-csp.json';

const BuildSources = z.object({
  img: z.array(z.string()),
  connect: z.array(z.string()),
  script: z.array(z.string()),
  frame: z.array(z.string()),
});
export type BuildSources = z.infer<typeof BuildSources>;

const NO_SOURCES: BuildSources = { img: [], connect: [], script: [], frame: [] };

/**
 * The players the markdown dialect embeds (`packages/markdown/src/extensions/video.ts`). Their
 * addresses start with `//`: without a scheme, a source matches the page's own (and https).
 */
export const VIDEO_PLAYERS = ['www.youtube.com', 'www.dailymotion.com', 'player.vimeo.com'];

/** A policy from its directives; a directive without sources is left out. */
const policy = (directives: [string, ...string[]][]) => directives.map((parts) => parts.join(' ')).join('; ');

/** JSON answers: nothing may load or run, nor frame them. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Media files opened as a page: no script (sandbox, no origin), nothing loaded; the inline
 * styles are the ones a browser gives its own image viewer.
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** `geolocation` for the map's "locate me"; the rest is nothing the app uses. */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** The origin of an absolute address; none for a path on this origin. */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

const list = (...sources: (string | undefined)[]) => [
  ...new Set(sources.filter((s): s is string => Boolean(s))),
];

/**
 * The web app's policy. Inline style attributes stay allowed (`style-src-attr`): the sanitised
 * cooked markdown keeps `style` on its `div`s (a colour, an alignment), and a style runs no
 * script; inline `<style>` elements and every inline script stay refused.
 */
export function appCsp(
  sources: BuildSources,
  config: Pick<Config, 'mediaUrl' | 'cspImageSources'> & { forum?: Pick<Config['forum'], 'sso'> },
): string {
  const media = originOf(config.mediaUrl);
  // The forum of the single sign-on, whose session the login opens in a hidden frame (spec 1 §2.7).
  const ssoForum = config.forum?.sso ? originOf(config.forum.sso.url) : undefined;
  return policy([
    ["default-src 'self'"],
    ["script-src 'self'", ...sources.script],
    ["style-src 'self'"],
    ["style-src-attr 'unsafe-inline'"],
    ["img-src 'self' data:", ...list(...sources.img, media, ...config.cspImageSources)],
    ["connect-src 'self'", ...sources.connect],
    ['frame-src', ...list(...VIDEO_PLAYERS, ...sources.frame, ssoForum)],
    ["object-src 'none'"],
    ["base-uri 'self'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ]);
}

/**
 * A server-written HTML page whose inline `<script>` and `<style>` are allowed by their SHA-256
 * hashes (the built-in forum's pages: `forum/page-layout.ts`); images of this origin and the
 * media address, fetches to this origin only.
 */
export function inlinePageCsp(
  hashes: { script: string[]; style: string[] },
  config: Pick<Config, 'mediaUrl'>,
): string {
  const quoted = (list: string[]) => list.map((hash) => `'sha256-${hash}'`);
  return policy([
    ["default-src 'none'"],
    [hashes.script.length ? 'script-src' : "script-src 'none'", ...quoted(hashes.script)],
    [hashes.style.length ? 'style-src' : "style-src 'none'", ...quoted(hashes.style)],
    ["style-src-attr 'unsafe-inline'"],
    ["img-src 'self' data:", ...list(originOf(config.mediaUrl))],
    ["connect-src 'self'"],
    ['frame-src', ...VIDEO_PLAYERS],
    ["base-uri 'none'"],
    ["form-action 'self'"],
    ["frame-ancestors 'none'"],
  ]);
}

/** The build's origins, or none (and a warning) when the build predates the file or lacks it. */
export function loadBuildSources(webDist: string, warn: (message: string) => void): BuildSources {
  const file = path.join(webDist, BUILD_SOURCES_FILE);
  if (!fs.existsSync(path.join(webDist, 'index.html'))) return NO_SOURCES;
  try {
    return BuildSources.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch (error) {
    warn(
      `${file} is missing or invalid (${(error as Error).message}): the app's Content-Security-Policy ` +
        'allows this origin only; rebuild the web app (npm run build)',
    );
    return NO_SOURCES;
  }
}

type Kind = 'app' | 'api' | 'media';

function kindOf(url: string): Kind {
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) return 'api';
  if (url.startsWith('/media/')) return 'media';
  // The built-in forum's JSON and avatars; its HTML pages write their own policy.
  if (url.startsWith('/forum/')) return 'api';
  return 'app';
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const { config } = app.deps;
  const csp: Record<Kind, string> = {
    app: appCsp(
      loadBuildSources(config.webDist, (message) => app.log.warn(message)),
      config,
    ),
    api: API_CSP,
    media: MEDIA_CSP,
  };
  const hsts = config.publicUrl.startsWith('https://') ? 'max-age=31536000' : undefined;

  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
    const kind = kindOf(request.url);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', csp[kind]);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    if (hsts) reply.header('strict-transport-security', hsts);
    const type = String(reply.getHeader('content-type') ?? '');
    if (kind === 'app' || type.startsWith('text/html')) {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      reply.header('cross-origin-opener-policy', 'same-origin');
    }
    return payload;
  });
}

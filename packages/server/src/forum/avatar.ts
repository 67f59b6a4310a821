/**
 * Letter avatars of the built-in forum, as Discourse draws them for users without a picture:
 * the first letter of the username on a colour of its own, rendered to PNG with sharp.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** Dark enough for white text (WCAG AA contrast for large text and more). */
const COLOURS = [
  '1f6f8b',
  '2a7a3b',
  '8a4b08',
  '7b3f9e',
  'a23b3b',
  '2f5aa8',
  '5c6b1e',
  '8a2f6e',
  '3d5a5a',
  '9a4a1a',
];

export const MIN_AVATAR_SIZE = 8;
export const MAX_AVATAR_SIZE = 360;

/** The letter and colour of a username (stable across runs). */
export function avatarLook(username: string): { letter: string; colour: string } {
  const letter = [...username.trim()][0]?.toUpperCase() ?? '?';
  const hash = createHash('md5').update(username.toLowerCase()).digest();
  return { letter, colour: COLOURS[hash[0]! % COLOURS.length]! };
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function avatarSvg(username: string, size: number): string {
  const { letter, colour } = avatarLook(username);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
<rect width="100" height="100" fill="#${colour}"/>
<text x="50" y="50" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" fill="#ffffff">${escapeXml(letter)}</text>
</svg>`;
}

const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 2000;

/** PNG of a username's avatar at `size` pixels (clamped to the sizes Discourse serves). */
export async function avatarPng(username: string, size: number): Promise<Buffer> {
  const px = Math.min(MAX_AVATAR_SIZE, Math.max(MIN_AVATAR_SIZE, Math.round(size)));
  const key = `${username.toLowerCase()}/${px}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = await sharp(Buffer.from(avatarSvg(username, px)))
    .png()
    .toBuffer();
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(key, png);
  return png;
}

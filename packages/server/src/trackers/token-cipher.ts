/**
 * Tracker tokens at rest (issue 19): AES-256-GCM with node:crypto under the key of
 * `TRACKER_TOKEN_KEY`. A sealed text is `v1.` and the base64url of a fresh 12-byte IV, the
 * 16-byte tag and the ciphertext; opening checks the tag, so a changed or foreign value throws.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface TokenCipher {
  seal(text: string): string;
  open(sealed: string): string;
}

const PREFIX = 'v1.';

export function tokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('the tracker token key must be 32 bytes');
  return {
    seal(text) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed tracker token');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

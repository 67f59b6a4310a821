import { describe, expect, it } from 'vitest';
import { signToken, tokenFromHeader, verifyToken } from './token.ts';

const secret = 'a-test-secret-of-enough-length';

describe('session tokens', () => {
  it('reads both header forms of api.md §2', () => {
    expect(tokenFromHeader('JWT token="abc.def.ghi"')).toBe('abc.def.ghi');
    expect(tokenFromHeader('JWT abc.def.ghi')).toBe('abc.def.ghi');
    expect(tokenFromHeader('Bearer abc')).toBeUndefined();
    expect(tokenFromHeader(undefined)).toBeUndefined();
  });
  it('verifies its own tokens and refuses tampered or expired ones', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = signToken({ sub: '12', username: 'jdoe', exp }, secret);
    expect(verifyToken(token, secret)?.sub).toBe('12');
    expect(verifyToken(token, 'another-secret-of-enough-length')).toBeUndefined();
    const [h, , s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '1', username: 'x', exp })).toString('base64url')}.${s}`;
    expect(verifyToken(forged, secret)).toBeUndefined();
    expect(verifyToken(token, secret, (exp + 1) * 1000)).toBeUndefined();
  });
});

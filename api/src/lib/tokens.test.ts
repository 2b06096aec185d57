import { randomToken, safeEqualHex, sha256 } from './tokens';

describe('tokens', () => {
  it('makes URL-safe random tokens of 256 bits by default, or the bytes asked for', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(Buffer.from(randomToken(16), 'base64url')).toHaveLength(16);
    expect(randomToken()).not.toBe(token);
  });

  it('hashes with SHA-256 in hex (known vector)', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('compares hex digests: equal only when the bytes are equal', () => {
    const digest = sha256('abc');
    expect(safeEqualHex(digest, digest)).toBe(true);
    expect(safeEqualHex(digest, digest.toUpperCase())).toBe(true);
    expect(safeEqualHex(digest, sha256('abd'))).toBe(false);
    expect(safeEqualHex(digest, digest.slice(0, 62))).toBe(false);
    expect(safeEqualHex('', digest)).toBe(false);
  });
});

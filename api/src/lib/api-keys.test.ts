import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { apiKeyWithPrefix, generateApiKey, looksLikeApiKey, parseApiKey } from './api-keys';
import { sha256 } from './tokens';

describe('API key format', () => {
  it('is <tag>_<16 hex>_<32 base62 body><6 base62 checksum> and parses back to its prefix and hash', () => {
    const key = generateApiKey('client');
    expect(key.plaintext).toMatch(/^pk_[0-9a-f]{16}_[0-9A-Za-z]{38}$/);
    expect(parseApiKey(key.plaintext)).toEqual({ kind: 'client', prefix: key.prefix, secretHash: key.secretHash });
    expect(generateApiKey('courier').plaintext.startsWith('ck_')).toBe(true);
  });

  it('has a fixed checksum for a known body (CRC-32 in base62)', () => {
    const zeros = apiKeyWithPrefix('client', '0123456789abcdef', () => 0);
    // crc32('pk_0123456789abcdef_' + '0' × 32), written in 6 base62 digits.
    expect(zeros.plaintext).toBe(`pk_0123456789abcdef_${'0'.repeat(32)}${zeros.plaintext.slice(-6)}`);
    const crc = Number.parseInt(
      [...zeros.plaintext.slice(-6)]
        .reduce(
          (value, char) =>
            value * 62n + BigInt('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.indexOf(char)),
          0n,
        )
        .toString(),
      10,
    );
    expect(crc).toBe(crc32(`pk_0123456789abcdef_${'0'.repeat(32)}`));
  });

  it('refuses any one mistyped character (the checksum), and the wrong tag', () => {
    const { plaintext } = generateApiKey('client');
    for (let index = 3; index < plaintext.length; index++) {
      if (plaintext[index] === '_') continue;
      const replacement = plaintext[index] === 'a' ? 'b' : 'a';
      const typo = `${plaintext.slice(0, index)}${replacement}${plaintext.slice(index + 1)}`;
      expect(parseApiKey(typo)).toBeNull();
    }
    expect(parseApiKey(`ck${plaintext.slice(2)}`)).toBeNull();
    expect(parseApiKey(`${plaintext} `)).toBeNull();
  });

  it('still reads keys made before the checksum (base64url secret)', () => {
    const secret = createHash('sha256').update('legacy').digest('base64url');
    expect(parseApiKey(`ck_00000000000000ff_${secret}`)).toEqual({
      kind: 'courier',
      prefix: '00000000000000ff',
      secretHash: sha256(secret),
    });
  });

  it('reads the kind of a client key and of a courier key, old and new', () => {
    expect(parseApiKey(generateApiKey('client').plaintext)?.kind).toBe('client');
    expect(parseApiKey(generateApiKey('courier').plaintext)?.kind).toBe('courier');
    const secret = createHash('sha256').update('legacy').digest('base64url');
    expect(parseApiKey(`pk_00000000000000ff_${secret}`)?.kind).toBe('client');
  });

  it('tells a bearer token that is meant as an API key (pk_ or ck_) from an access token', () => {
    expect(looksLikeApiKey(generateApiKey('client').plaintext)).toBe(true);
    expect(looksLikeApiKey(generateApiKey('courier').plaintext)).toBe(true);
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.e30.x')).toBe(false);
    expect(looksLikeApiKey('xpk_')).toBe(false);
    expect(looksLikeApiKey('pk')).toBe(false);
  });
});

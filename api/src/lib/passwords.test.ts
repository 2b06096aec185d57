import argon2 from 'argon2';
import { createPasswordHasher, DEFAULT_PASSWORD_HASHING } from './passwords';

// Small settings keep the test fast; the defaults are pinned on their own.
const FAST = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

describe('password hashing', () => {
  it("defaults to OWASP's argon2id floor: 19 MiB, two passes, one lane", () => {
    expect(DEFAULT_PASSWORD_HASHING).toEqual({ memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
  });

  it('hashes with argon2id and the given settings, and verifies only the same password', async () => {
    const hasher = createPasswordHasher(FAST);
    const hash = await hasher.hash('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await hasher.verify(hash, 'correct horse battery')).toBe(true);
    expect(await hasher.verify(hash, 'correct horse batterY')).toBe(false);
  });

  it('answers false, not an error, for a stored hash that is not a hash', async () => {
    expect(await createPasswordHasher(FAST).verify('not-a-hash', 'anything')).toBe(false);
  });

  it('asks for a rehash when the stored hash used weaker settings than the current ones', async () => {
    const weak = await argon2.hash('pw', { type: argon2.argon2id, memoryCost: 512, timeCost: 1, parallelism: 1 });
    const hasher = createPasswordHasher(FAST);
    expect(hasher.needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('pw'))).toBe(false);
  });

  it('spends a real verification on a missing account, and never answers with an error', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    const hasher = createPasswordHasher(FAST);
    await expect(hasher.verifyDummy('guess')).resolves.toBeUndefined();
    await expect(hasher.verifyDummy('another guess')).resolves.toBeUndefined();
    expect(verify).toHaveBeenCalledTimes(2);
    const [dummyHash, password] = verify.mock.calls[0];
    expect(password).toBe('guess');
    expect(dummyHash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    // The same dummy hash both times, made once.
    expect(verify.mock.calls[1][0]).toBe(dummyHash);
    expect(await argon2.verify(dummyHash, 'not-a-real-password')).toBe(true);
    verify.mockRestore();
  });
});

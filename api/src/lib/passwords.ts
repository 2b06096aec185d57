import argon2 from 'argon2';

export interface PasswordHashingOptions {
  /** KiB. OWASP's argon2id floor: 19 MiB with t=2, p=1. */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const DEFAULT_PASSWORD_HASHING: PasswordHashingOptions = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** True when the stored hash was made with weaker settings than the current ones. */
  needsRehash(hash: string): boolean;
  /** Spends the time of a real verification, so a missing account does not answer faster. */
  verifyDummy(password: string): Promise<void>;
}

export function createPasswordHasher(options: PasswordHashingOptions = DEFAULT_PASSWORD_HASHING): PasswordHasher {
  const params = { type: argon2.argon2id as 2, ...options };
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, params),
    verify: async (hash, password) => {
      try {
        return await argon2.verify(hash, password);
      } catch {
        return false;
      }
    },
    needsRehash: (hash) => argon2.needsRehash(hash, options),
    verifyDummy: async (password) => {
      dummyHash ??= argon2.hash('not-a-real-password', params);
      await argon2.verify(await dummyHash, password).catch(() => false);
    },
  };
}

import { randomBytes } from 'node:crypto';
import { randomToken, sha256 } from './tokens';

/**
 * API keys look like `pk_<prefix>_<secret>` (client keys) or `ck_<prefix>_<secret>` (courier keys):
 * the kind is visible at a glance and in the Authorization header, the prefix finds the row, and
 * only the secret's SHA-256 is stored.
 */
export type ApiKeyKind = 'client' | 'courier';

const KIND_TAG: Record<ApiKeyKind, string> = { client: 'pk', courier: 'ck' };
const KEY_PATTERN = /^(pk|ck)_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface GeneratedApiKey {
  /** Shown to the owner once, never stored. */
  plaintext: string;
  prefix: string;
  secretHash: string;
}

export function generateApiKey(kind: ApiKeyKind): GeneratedApiKey {
  const prefix = randomBytes(8).toString('hex');
  const secret = randomToken(32);
  return { plaintext: `${KIND_TAG[kind]}_${prefix}_${secret}`, prefix, secretHash: sha256(secret) };
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith('pk_') || token.startsWith('ck_');
}

export function parseApiKey(token: string): { kind: ApiKeyKind; prefix: string; secretHash: string } | null {
  const match = KEY_PATTERN.exec(token);
  if (!match) return null;
  return { kind: match[1] === 'pk' ? 'client' : 'courier', prefix: match[2], secretHash: sha256(match[3]) };
}

import { randomBytes, randomInt } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { sha256 } from './tokens';

/**
 * API keys, like GitHub's and Stripe's: `pk_<prefix>_<body><checksum>` for client keys and `ck_…` for
 * courier keys. The tag tells the kind at a glance (and in an Authorization header); the public
 * prefix (16 hex) finds the row; the body is 32 base62 characters (≈ 190 bits); the last 6
 * characters are a CRC-32 of everything before them, so a mistyped key is refused without a
 * database lookup. Only the SHA-256 of the secret part (body and checksum) is stored.
 */
export type ApiKeyKind = 'client' | 'courier';

const KIND_TAG: Record<ApiKeyKind, string> = { client: 'pk', courier: 'ck' };
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const KEY_PATTERN = /^(pk|ck)_([0-9a-f]{16})_([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;
/** Keys made before the checksum (base64url secret): still accepted, so existing integrations keep working. */
const LEGACY_KEY_PATTERN = /^(pk|ck)_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;

export interface GeneratedApiKey {
  /** Shown to the owner once, never stored. */
  plaintext: string;
  prefix: string;
  secretHash: string;
}

function base62(value: number, length: number): string {
  let text = '';
  for (let rest = value; text.length < length; rest = Math.floor(rest / 62)) text = BASE62[rest % 62] + text;
  return text;
}

const checksumOf = (text: string) => base62(crc32(text), CHECKSUM_LENGTH);

/** A new prefix (the row's public handle). */
export const newApiKeyPrefix = () => randomBytes(8).toString('hex');

/** A key for an existing prefix: a fresh secret (reveal and rotation keep the prefix). */
export function apiKeyWithPrefix(kind: ApiKeyKind, prefix: string, random = randomInt): GeneratedApiKey {
  let body = '';
  for (let index = 0; index < BODY_LENGTH; index++) body += BASE62[random(62)];
  const head = `${KIND_TAG[kind]}_${prefix}_${body}`;
  const checksum = checksumOf(head);
  return { plaintext: `${head}${checksum}`, prefix, secretHash: sha256(`${body}${checksum}`) };
}

export function generateApiKey(kind: ApiKeyKind): GeneratedApiKey {
  return apiKeyWithPrefix(kind, newApiKeyPrefix());
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith('pk_') || token.startsWith('ck_');
}

export type ParsedApiKey = { kind: ApiKeyKind; prefix: string; secretHash: string };

/** The key's parts, or null when it is not a well-formed key (a typo fails the checksum). */
export function parseApiKey(token: string): ParsedApiKey | null {
  const match = KEY_PATTERN.exec(token);
  if (match) {
    const [, tag, prefix, body, checksum] = match;
    if (checksumOf(`${tag}_${prefix}_${body}`) !== checksum) return null;
    return { kind: tag === 'pk' ? 'client' : 'courier', prefix, secretHash: sha256(`${body}${checksum}`) };
  }
  const legacy = LEGACY_KEY_PATTERN.exec(token);
  if (!legacy) return null;
  return { kind: legacy[1] === 'pk' ? 'client' : 'courier', prefix: legacy[2], secretHash: sha256(legacy[3]) };
}

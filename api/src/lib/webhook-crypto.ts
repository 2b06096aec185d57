import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Webhook signing secrets: generated here, shown to the owner once, kept encrypted with AES-256-GCM
 * (they must be read back to sign, so a hash would not do). Stored form: `v1.<iv>.<tag>.<ciphertext>` in base64url.
 */

export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, stored: string): string {
  const [format, iv, tag, ciphertext] = stored.split('.');
  if (format !== 'v1') throw new Error('unknown webhook secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}

/** WEBHOOK_SECRET_KEY: 32 bytes, as 64 hex digits or base64; anything else is refused at start-up. */
export function parseWebhookKey(value: string): Buffer {
  const trimmed = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('WEBHOOK_SECRET_KEY must be 32 bytes, as 64 hex digits or base64');
  return key;
}

/** `Portal-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`, one v1 per secret. */
export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  const signatures = secrets.map(
    (secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`,
  );
  return [`t=${timestamp}`, ...signatures].join(',');
}

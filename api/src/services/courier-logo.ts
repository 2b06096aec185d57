import sharp from 'sharp';
import { AppError, fieldError } from '../lib/errors';

/** Logos are small and kept in the database, so no container needs file storage. */
export const LOGO_MAX_BYTES = 256 * 1024;
/** A stored logo fits in this square (the portal shows logos at most 64 px high). */
export const LOGO_MAX_SIDE = 512;
/** Wider or taller uploads are refused before decoding: a small compressed file can unpack to gigabytes. */
const LOGO_MAX_INPUT_SIDE = 4096;

/** 413 naming `logo`, for an upload past LOGO_MAX_BYTES. */
export const logoTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', 'logoTooLarge', {
    params: { limit: LOGO_MAX_BYTES / 1024 },
    details: [{ field: 'logo', messageKey: 'logoTooLarge', params: { limit: LOGO_MAX_BYTES / 1024 } }],
  });

const DECODABLE = new Set(['png', 'jpeg', 'webp']);

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type by its content (magic bytes), never by the file name or the declared type:
 * PNG, JPEG or WebP; null for anything else (SVG, GIF, a renamed executable…). A first, cheap
 * filter only: `reencodeLogo` decodes what passes it.
 */
export function sniffLogoType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | null {
  if (bytes.length >= 8 && startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (bytes.length >= 3 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/**
 * The logo as the portal stores and serves it: the upload decoded as a PNG, JPEG or WebP image and
 * drawn anew as a PNG of at most 512 × 512, turned upright, without metadata. Only pixels survive,
 * so a file that merely starts like an image (an HTML page behind a PNG signature, a script in a
 * text chunk or after the image's end) never reaches a browser. 400 on `logo` when it does not decode.
 */
export async function reencodeLogo(upload: Buffer): Promise<{ bytes: Buffer; mimeType: 'image/png' }> {
  const notAnImage = () => fieldError('logo', 'logoType');
  if (!sniffLogoType(upload)) throw notAnImage();
  const image = sharp(upload, { limitInputPixels: LOGO_MAX_INPUT_SIDE ** 2, failOn: 'warning' });
  const metadata = await image.metadata().catch(() => {
    throw notAnImage();
  });
  if (!DECODABLE.has(metadata.format)) throw notAnImage();
  if (metadata.width > LOGO_MAX_INPUT_SIDE || metadata.height > LOGO_MAX_INPUT_SIDE)
    throw fieldError('logo', 'logoPixels', { limit: LOGO_MAX_INPUT_SIDE });
  const bytes = await image
    .rotate()
    .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer()
    .catch(() => {
      throw notAnImage();
    });
  return { bytes, mimeType: 'image/png' };
}

import { deflateSync } from 'node:zlib';

/**
 * Small PNG logos drawn in code for the fictional demo couriers: a coloured rounded tile with a
 * white emblem. No image files to ship, and a real raster image like an uploaded logo.
 */
export type Emblem = 'chevron' | 'circle' | 'diamond';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 4 + 1)] = 0; // filter: none
    Buffer.from(rgba.buffer, rgba.byteOffset + y * width * 4, width * 4).copy(raw, y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function insideTile(x: number, y: number, size: number): boolean {
  const radius = size * 0.18;
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function insideEmblem(emblem: Emblem, x: number, y: number, size: number): boolean {
  const u = x / size - 0.5;
  const v = y / size - 0.5;
  switch (emblem) {
    case 'circle':
      return u * u + v * v <= 0.27 ** 2 && u * u + v * v >= 0.15 ** 2;
    case 'diamond':
      return Math.abs(u) + Math.abs(v) <= 0.3;
    case 'chevron': {
      // A right-pointing double chevron: speed.
      const arm = (offset: number) =>
        Math.abs(Math.abs(v) - (0.22 - (u - offset))) <= 0.06 && u - offset >= -0.02 && u - offset <= 0.24;
      return arm(-0.22) || arm(0.02);
    }
  }
}

/** A size×size PNG (anti-aliased with 4×4 supersampling). */
export function courierLogoPng(colour: string, emblem: Emblem, size = 96): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let tile = 0;
      let mark = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const px = x + (sx + 0.5) / samples;
          const py = y + (sy + 0.5) / samples;
          if (insideTile(px, py, size)) {
            tile += 1;
            if (insideEmblem(emblem, px, py, size)) mark += 1;
          }
        }
      }
      const total = samples * samples;
      const white = tile ? mark / tile : 0;
      const offset = (y * size + x) * 4;
      pixels[offset] = Math.round(r + (255 - r) * white);
      pixels[offset + 1] = Math.round(g + (255 - g) * white);
      pixels[offset + 2] = Math.round(b + (255 - b) * white);
      pixels[offset + 3] = Math.round((255 * tile) / total);
    }
  }
  return encodePng(size, size, pixels);
}

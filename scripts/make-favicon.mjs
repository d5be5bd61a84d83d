// Draws apps/web/public/favicon.ico: the logo (apps/web/src/assets/logo.svg) without its word,
// at 16 and 32 pixels, each a PNG inside the ICO container (read by every browser since 2010).
// Run again after the logo changes: `node scripts/make-favicon.mjs`.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1d, 0x5c, 0x8c];
const ORANGE = [0xf0, 0xa8, 0x68];
const WHITE = [0xff, 0xff, 0xff];
const BROWN = [0xb8, 0x5c, 0x1c];

/** Distance from point p to the segment a–b, in the logo's 80-unit coordinates. */
function segmentDistance([px, py], [ax, ay], [bx, by]) {
  const t = Math.max(
    0,
    Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  );
  return Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay)));
}

/** The logo's colour at (x, y) in its 80 × 80 box, or null outside its rounded square. */
function colourAt(x, y) {
  const r = 14;
  const cx = Math.min(Math.max(x, r), 80 - r);
  const cy = Math.min(Math.max(y, r), 80 - r);
  if (x < 0 || y < 0 || x > 80 || y > 80 || Math.hypot(x - cx, y - cy) > r) return null;
  if (segmentDistance([x, y], [16, 38], [40, 17]) <= 3 || segmentDistance([x, y], [40, 17], [64, 38]) <= 3) {
    return ORANGE;
  }
  if (x >= 35 && x <= 45 && y >= 42 && y <= 56) return BLUE;
  if (((x >= 26 && x <= 32) || (x >= 48 && x <= 54)) && y >= 40 && y <= 46) return BROWN;
  if (x >= 22 && x <= 58 && y >= 35 && y <= 56) return WHITE;
  return BLUE;
}

/** RGBA pixels of the logo at size × size, 4 × 4 samples per pixel. */
function draw(size) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const colour = colourAt(((px + (sx + 0.5) / 4) * 80) / size, ((py + (sy + 0.5) / 4) * 80) / size);
          if (!colour) continue;
          for (let c = 0; c < 3; c++) sum[c] += colour[c];
          sum[3] += 1;
        }
      }
      const at = (py * size + px) * 4;
      if (sum[3] === 0) continue;
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.round(sum[c] / sum[3]);
      pixels[at + 3] = Math.round((sum[3] / 16) * 255);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size) {
  const pixels = draw(size);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, no interlace
  const rows = Buffer.concat(
    Array.from({ length: size }, (_, y) =>
      Buffer.concat([Buffer.from([0]), pixels.subarray(y * size * 4, (y + 1) * size * 4)]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const images = [16, 32].map((size) => ({ size, data: png(size) }));
const directory = Buffer.alloc(6 + 16 * images.length);
directory.writeUInt16LE(0, 0);
directory.writeUInt16LE(1, 2); // 1: icon
directory.writeUInt16LE(images.length, 4);
let offset = directory.length;
images.forEach(({ size, data }, index) => {
  const at = 6 + 16 * index;
  directory.writeUInt8(size, at);
  directory.writeUInt8(size, at + 1);
  directory.writeUInt16LE(1, at + 4); // colour planes
  directory.writeUInt16LE(32, at + 6); // bits per pixel
  directory.writeUInt32LE(data.length, at + 8);
  directory.writeUInt32LE(offset, at + 12);
  offset += data.length;
});
const target = new URL('../apps/web/public/favicon.ico', import.meta.url);
writeFileSync(target, Buffer.concat([directory, ...images.map(({ data }) => data)]));
console.info(`wrote ${target.pathname}`);

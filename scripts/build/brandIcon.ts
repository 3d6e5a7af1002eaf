/**
 * The brands' app icons, drawn by the project (no downloaded artwork; issue 24 item 1): a white
 * speech bubble with three dots on the brand colour. One geometry, in units of the icon's side,
 * gives both the SVG and the PNGs, which are rasterised here (4×4 supersampling for smooth edges)
 * and encoded with node:zlib — no image library needed for a flat two-colour shape.
 */
import { deflateSync } from 'node:zlib';

/** The bubble, its tail and its dots, in a 0–1 square; `scale` shrinks it about the centre. */
interface Glyph {
  bubble: { cx: number; cy: number; rx: number; ry: number };
  tail: readonly [readonly [number, number], readonly [number, number], readonly [number, number]];
  dots: readonly { cx: number; cy: number; r: number }[];
}

function glyph(scale: number): Glyph {
  const at = (v: number) => 0.5 + (v - 0.5) * scale;
  const len = (v: number) => v * scale;
  return {
    bubble: { cx: at(0.5), cy: at(0.46), rx: len(0.31), ry: len(0.24) },
    tail: [
      [at(0.3), at(0.6)],
      [at(0.24), at(0.8)],
      [at(0.46), at(0.67)],
    ],
    dots: [0.38, 0.5, 0.62].map((x) => ({ cx: at(x), cy: at(0.46), r: len(0.045) })),
  };
}

/** Full-bleed for maskable icons (the launcher cuts the shape; the glyph keeps to the safe zone). */
const shapeOf = (maskable: boolean) => ({ radius: maskable ? 0 : 0.22, glyph: glyph(maskable ? 0.8 : 1) });

export function brandIconSvg(colour: string): string {
  const { radius, glyph: g } = shapeOf(false);
  const u = (v: number) => Number((v * 512).toFixed(2));
  const tail = g.tail.map(([x, y]) => `${u(x)},${u(y)}`).join(' ');
  const dots = g.dots.map((d) => `<circle cx="${u(d.cx)}" cy="${u(d.cy)}" r="${u(d.r)}"/>`).join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">',
    `<rect width="512" height="512" rx="${u(radius)}" fill="${colour}"/>`,
    `<g fill="#fff"><ellipse cx="${u(g.bubble.cx)}" cy="${u(g.bubble.cy)}" rx="${u(g.bubble.rx)}" ry="${u(g.bubble.ry)}"/>`,
    `<polygon points="${tail}"/></g>`,
    `<g fill="${colour}">${dots}</g>`,
    '</svg>',
  ].join('');
}

type Paint = 'none' | 'brand' | 'white';

function inRoundedSquare(x: number, y: number, r: number): boolean {
  if (r === 0) return true;
  const dx = Math.max(r - x, 0, x - (1 - r));
  const dy = Math.max(r - y, 0, y - (1 - r));
  return dx * dx + dy * dy <= r * r;
}

function inTriangle(x: number, y: number, [a, b, c]: Glyph['tail']): boolean {
  const side = (p: readonly [number, number], q: readonly [number, number]) =>
    (q[0] - p[0]) * (y - p[1]) - (q[1] - p[1]) * (x - p[0]);
  const s1 = side(a, b);
  const s2 = side(b, c);
  const s3 = side(c, a);
  return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0);
}

function paintAt(x: number, y: number, maskable: boolean): Paint {
  const { radius, glyph: g } = shapeOf(maskable);
  if (!inRoundedSquare(x, y, radius)) return 'none';
  if (g.dots.some((d) => (x - d.cx) ** 2 + (y - d.cy) ** 2 <= d.r * d.r)) return 'brand';
  const { cx, cy, rx, ry } = g.bubble;
  if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1 || inTriangle(x, y, g.tail)) return 'white';
  return 'brand';
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const SAMPLES = 4;

/** The icon as an RGBA PNG of `size`×`size` pixels. */
export function brandIconPng(colour: string, size: number, maskable: boolean): Buffer {
  const brand = [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16)) as [number, number, number];
  const rowBytes = size * 4 + 1;
  const raw = Buffer.alloc(rowBytes * size);
  for (let py = 0; py < size; py++) {
    raw[py * rowBytes] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const paint = paintAt((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, maskable);
          if (paint === 'none') continue;
          const [cr, cg, cb] = paint === 'white' ? [255, 255, 255] : brand;
          r += cr;
          g += cg;
          b += cb;
          a += 1;
        }
      }
      const at = py * rowBytes + 1 + px * 4;
      // Colour averaged over the covered samples, coverage as alpha (straight alpha, as PNG wants).
      raw[at] = a ? Math.round(r / a) : 0;
      raw[at + 1] = a ? Math.round(g / a) : 0;
      raw[at + 2] = a ? Math.round(b / a) : 0;
      raw[at + 3] = Math.round((a / (SAMPLES * SAMPLES)) * 255);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Draws a slider puzzle (docs/referral.md, slider captcha): a picture of soft random shapes with a
 * jigsaw-shaped gap, and the piece cut out of it. Both are PNGs made here, pixel by pixel, with no
 * external asset or image library; a PNG (unlike an SVG) does not spell out where the gap is.
 */
import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { SLIDER_RULES } from '../../../src/services/api/contract/index.ts';

/** The square body of the piece, and the knob on its top and right side. */
const BODY = 40;
const KNOB = 7;
/** The piece's bounding square: body plus the right knob's overhang (the top knob sits inside). */
export const PIECE_SIZE = BODY + KNOB;

export interface Puzzle {
  /** The gap's (and the right answer's) left edge. */
  gapX: number;
  /** The piece's top edge (the same row in picture and piece). */
  pieceY: number;
  image: Buffer;
  piece: Buffer;
}

type Rgb = [number, number, number];

/** Whether (x, y), relative to the piece's top-left corner, is inside the jigsaw shape. */
function insidePiece(x: number, y: number): boolean {
  const top = KNOB;
  const inBody = x >= 0 && x < BODY && y >= top && y < top + BODY;
  const topKnob = (x - BODY / 2) ** 2 + (y - top) ** 2 <= KNOB ** 2;
  const rightKnob = (x - BODY) ** 2 + (y - top - BODY / 2) ** 2 <= KNOB ** 2;
  return inBody || topKnob || rightKnob;
}

/** On the shape's rim: inside, with a neighbour outside. */
function onRim(x: number, y: number): boolean {
  return (
    insidePiece(x, y) &&
    (!insidePiece(x - 1, y) || !insidePiece(x + 1, y) || !insidePiece(x, y - 1) || !insidePiece(x, y + 1))
  );
}

function randomColor(): Rgb {
  return [randomInt(40, 216), randomInt(40, 216), randomInt(40, 216)];
}

/** The background: a diagonal gradient under a dozen translucent discs, all random. */
function drawBackground(width: number, height: number): Uint8Array {
  const pixels = new Uint8Array(width * height * 3);
  const [from, to] = [randomColor(), randomColor()];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x + y) / (width + height);
      const at = (y * width + x) * 3;
      for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(from[c]! * (1 - t) + to[c]! * t);
    }
  }
  for (let disc = 0; disc < 14; disc += 1) {
    const [cx, cy, r] = [randomInt(width), randomInt(height), randomInt(10, 45)];
    const color = randomColor();
    for (let y = Math.max(0, cy - r); y < Math.min(height, cy + r); y += 1) {
      for (let x = Math.max(0, cx - r); x < Math.min(width, cx + r); x += 1) {
        if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) continue;
        const at = (y * width + x) * 3;
        for (let c = 0; c < 3; c += 1) pixels[at + c] = Math.round(pixels[at + c]! * 0.45 + color[c]! * 0.55);
      }
    }
  }
  return pixels;
}

export function drawPuzzle(): Puzzle {
  const { width, height } = SLIDER_RULES;
  // The gap never starts where the piece does, so doing nothing cannot pass.
  const gapX = randomInt(PIECE_SIZE + 20, width - PIECE_SIZE - 8);
  const pieceY = randomInt(4, height - PIECE_SIZE - 4);
  const background = drawBackground(width, height);

  const piece = new Uint8Array(PIECE_SIZE * PIECE_SIZE * 4);
  for (let y = 0; y < PIECE_SIZE; y += 1) {
    for (let x = 0; x < PIECE_SIZE; x += 1) {
      if (!insidePiece(x, y)) continue;
      const from = ((pieceY + y) * width + gapX + x) * 3;
      const to = (y * PIECE_SIZE + x) * 4;
      const rim = onRim(x, y);
      for (let c = 0; c < 3; c += 1) piece[to + c] = rim ? 255 : background[from + c]!;
      piece[to + 3] = 255;
    }
  }
  const image = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const from = (y * width + x) * 3;
      const to = (y * width + x) * 4;
      const [px, py] = [x - gapX, y - pieceY];
      const inGap = insidePiece(px, py);
      const rim = inGap && onRim(px, py);
      for (let c = 0; c < 3; c += 1) {
        const value = background[from + c]!;
        image[to + c] = rim ? 235 : inGap ? Math.round(value * 0.35) : value;
      }
      image[to + 3] = 255;
    }
  }
  return { gapX, pieceY, image: encodePng(width, height, image), piece: encodePng(PIECE_SIZE, PIECE_SIZE, piece) };
}

// ── PNG (RGBA, 8 bits a channel, no filter) ─────────────────────────────────

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y += 1) {
    // Each row starts with its filter type, 0 (none).
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

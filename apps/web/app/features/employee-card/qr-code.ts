// A small QR code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1 to 10,
// which holds up to 213 bytes of UTF-8, plenty for a page URL. The symbol is returned as rows of
// modules (true = dark), without the quiet zone.

export interface QrCode {
  version: number;
  mask: number;
  size: number;
  modules: boolean[][];
}

const MAX_VERSION = 10;
// Level M, per version (index 0 unused): error correction codewords per block, number of blocks.
const ECC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26];
const BLOCK_COUNT = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5];
// Level M's two format bits are 00.
const FORMAT_BITS_M = 0;

/** Encodes `text` as UTF-8 in the smallest version that fits. `mask` forces a mask pattern. */
export function encodeQr(text: string, mask?: number): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = smallestVersion(bytes.length);
  const codewords = interleaveWithEcc(dataCodewords(bytes, version), version);

  const symbol = new QrMatrix(version);
  symbol.drawFunctionPatterns();
  symbol.drawCodewords(codewords);

  let chosen = mask ?? 0;
  if (mask === undefined) {
    let lowest = Number.POSITIVE_INFINITY;
    for (let candidate = 0; candidate < 8; candidate++) {
      symbol.applyMask(candidate);
      symbol.drawFormatBits(candidate);
      const penalty = maskPenalty(symbol.modules);
      if (penalty < lowest) {
        lowest = penalty;
        chosen = candidate;
      }
      symbol.applyMask(candidate); // XOR again undoes it
    }
  }
  symbol.applyMask(chosen);
  symbol.drawFormatBits(chosen);
  return { version, mask: chosen, size: symbol.size, modules: symbol.modules };
}

function rawDataModules(version: number): number {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const alignment = Math.floor(version / 7) + 2;
    modules -= (25 * alignment - 10) * alignment - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

const totalCodewords = (version: number) => Math.floor(rawDataModules(version) / 8);
const dataCapacity = (version: number) =>
  totalCodewords(version) - (ECC_PER_BLOCK[version] ?? 0) * (BLOCK_COUNT[version] ?? 0);
const countBits = (version: number) => (version <= 9 ? 8 : 16);

function smallestVersion(byteCount: number): number {
  for (let version = 1; version <= MAX_VERSION; version++) {
    if (4 + countBits(version) + 8 * byteCount <= dataCapacity(version) * 8) return version;
  }
  throw new RangeError(`Too long for a version ${MAX_VERSION} QR code: ${byteCount} bytes.`);
}

/** Mode indicator, length, data, terminator and the 0xEC 0x11 padding. */
function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let bit = length - 1; bit >= 0; bit--) bits.push((value >>> bit) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, countBits(version));
  for (const byte of bytes) push(byte, 8);
  const capacityBits = dataCapacity(version) * 8;
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);

  const codewords: number[] = [];
  for (let index = 0; index < bits.length; index += 8) {
    codewords.push(bits.slice(index, index + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  }
  for (let pad = 0xec; codewords.length < capacityBits / 8; pad ^= 0xec ^ 0x11) {
    codewords.push(pad);
  }
  return codewords;
}

/** Splits the data into blocks, appends each block's error correction, and interleaves them. */
function interleaveWithEcc(data: number[], version: number): number[] {
  const blockCount = BLOCK_COUNT[version] ?? 1;
  const eccLength = ECC_PER_BLOCK[version] ?? 0;
  const shortBlockData = Math.floor(data.length / blockCount);
  const longBlocks = data.length % blockCount;
  const divisor = reedSolomonDivisor(eccLength);

  const blocks: number[][] = [];
  const eccs: number[][] = [];
  let offset = 0;
  for (let block = 0; block < blockCount; block++) {
    // The last `longBlocks` blocks carry one more data codeword.
    const length = shortBlockData + (block >= blockCount - longBlocks ? 1 : 0);
    const blockData = data.slice(offset, offset + length);
    offset += length;
    blocks.push(blockData);
    eccs.push(reedSolomonRemainder(blockData, divisor));
  }

  const result: number[] = [];
  for (let index = 0; index <= shortBlockData; index++) {
    for (const block of blocks) {
      const codeword = block[index];
      if (codeword !== undefined) result.push(codeword);
    }
  }
  for (let index = 0; index < eccLength; index++) {
    for (const ecc of eccs) result.push(ecc[index] ?? 0);
  }
  return result;
}

/** Product in GF(2^8) modulo the QR polynomial x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let product = 0;
  for (let bit = 7; bit >= 0; bit--) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((y >>> bit) & 1) * x;
  }
  return product;
}

/** Coefficients (highest first, leading 1 omitted) of (x - a^0)(x - a^1)...(x - a^(degree-1)). */
function reedSolomonDivisor(degree: number): number[] {
  const coefficients = new Array<number>(degree).fill(0);
  coefficients[degree - 1] = 1;
  let root = 1;
  for (let step = 0; step < degree; step++) {
    for (let index = 0; index < degree; index++) {
      const next = index + 1 < degree ? (coefficients[index + 1] ?? 0) : 0;
      coefficients[index] = gfMultiply(coefficients[index] ?? 0, root) ^ next;
    }
    root = gfMultiply(root, 0x02);
  }
  return coefficients;
}

/** The error correction codewords of one block. */
export function reedSolomonRemainder(data: readonly number[], divisor: number[]): number[] {
  const remainder = new Array<number>(divisor.length).fill(0);
  for (const codeword of data) {
    const factor = codeword ^ (remainder.shift() ?? 0);
    remainder.push(0);
    divisor.forEach((coefficient, index) => {
      remainder[index] = (remainder[index] ?? 0) ^ gfMultiply(coefficient, factor);
    });
  }
  return remainder;
}

export const errorCorrectionCodewords = (data: readonly number[], degree: number) =>
  reedSolomonRemainder(data, reedSolomonDivisor(degree));

/** The 15 format bits of level M with `mask`: BCH(15,5) code, XORed with 101010000010010. */
export function formatBits(mask: number): number {
  const data = (FORMAT_BITS_M << 3) | mask;
  let remainder = data;
  for (let step = 0; step < 10; step++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
  return ((data << 10) | remainder) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up): BCH(18,6) code. */
export function versionBits(version: number): number {
  let remainder = version;
  for (let step = 0; step < 12; step++) {
    remainder = (remainder << 1) ^ ((remainder >>> 11) * 0x1f25);
  }
  return (version << 12) | remainder;
}

function alignmentCentres(version: number): number[] {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const last = version * 4 + 10;
  const step = Math.floor((version * 8 + count * 3 + 5) / (count * 4 - 4)) * 2;
  const centres = [6];
  for (let position = last - step * (count - 2); position <= last; position += step) {
    centres.push(position);
  }
  return centres;
}

const MASKS: ReadonlyArray<(x: number, y: number) => boolean> = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

class QrMatrix {
  readonly size: number;
  readonly modules: boolean[][];
  /** Modules of finder, timing, alignment, format and version patterns: never masked. */
  private readonly reserved: boolean[][];

  constructor(readonly version: number) {
    this.size = version * 4 + 17;
    this.modules = Array.from({ length: this.size }, () =>
      new Array<boolean>(this.size).fill(false),
    );
    this.reserved = Array.from({ length: this.size }, () =>
      new Array<boolean>(this.size).fill(false),
    );
  }

  private set(x: number, y: number, dark: boolean): void {
    const row = this.modules[y];
    const reservedRow = this.reserved[y];
    if (!row || !reservedRow || x < 0 || x >= this.size) return;
    row[x] = dark;
    reservedRow[x] = true;
  }

  drawFunctionPatterns(): void {
    for (let index = 0; index < this.size; index++) {
      this.set(6, index, index % 2 === 0);
      this.set(index, 6, index % 2 === 0);
    }
    for (const [x, y] of [
      [3, 3],
      [this.size - 4, 3],
      [3, this.size - 4],
    ] as const) {
      for (let dy = -4; dy <= 4; dy++) {
        for (let dx = -4; dx <= 4; dx++) {
          const ring = Math.max(Math.abs(dx), Math.abs(dy));
          this.set(x + dx, y + dy, ring !== 2 && ring !== 4);
        }
      }
    }
    const centres = alignmentCentres(this.version);
    const last = centres.length - 1;
    centres.forEach((y, row) => {
      centres.forEach((x, column) => {
        // The three corners with a finder pattern get no alignment pattern.
        if ((row === 0 && column === 0) || (row === 0 && column === last)) return;
        if (row === last && column === 0) return;
        for (let dy = -2; dy <= 2; dy++) {
          for (let dx = -2; dx <= 2; dx++) {
            this.set(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
          }
        }
      });
    });
    this.drawFormatBits(0); // reserves the format areas; redrawn once the mask is chosen
    if (this.version >= 7) {
      const bits = versionBits(this.version);
      for (let index = 0; index < 18; index++) {
        const dark = ((bits >>> index) & 1) === 1;
        const near = Math.floor(index / 3);
        const far = this.size - 11 + (index % 3);
        this.set(far, near, dark);
        this.set(near, far, dark);
      }
    }
  }

  drawFormatBits(mask: number): void {
    const bits = formatBits(mask);
    const bit = (index: number) => ((bits >>> index) & 1) === 1;
    // Beside the top-left finder.
    for (let index = 0; index <= 5; index++) this.set(8, index, bit(index));
    this.set(8, 7, bit(6));
    this.set(8, 8, bit(7));
    this.set(7, 8, bit(8));
    for (let index = 9; index < 15; index++) this.set(14 - index, 8, bit(index));
    // The copy split between the other two finders.
    for (let index = 0; index < 8; index++) this.set(this.size - 1 - index, 8, bit(index));
    for (let index = 8; index < 15; index++) this.set(8, this.size - 15 + index, bit(index));
    this.set(8, this.size - 8, true); // the dark module
  }

  /** Places the codewords in the two-module-wide zigzag from the bottom-right corner. */
  drawCodewords(codewords: number[]): void {
    let bitIndex = 0;
    for (let right = this.size - 1; right >= 1; right -= 2) {
      if (right === 6) right = 5; // skip the vertical timing pattern
      const upward = ((right + 1) & 2) === 0;
      for (let step = 0; step < this.size; step++) {
        const y = upward ? this.size - 1 - step : step;
        for (const x of [right, right - 1]) {
          const row = this.modules[y];
          if (!row || this.reserved[y]?.[x]) continue;
          const codeword = codewords[bitIndex >>> 3];
          // Remainder bits past the last codeword stay light.
          if (codeword !== undefined) row[x] = ((codeword >>> (7 - (bitIndex & 7))) & 1) === 1;
          bitIndex++;
        }
      }
    }
  }

  /** XORs the mask pattern over every data module; applying it twice restores the symbol. */
  applyMask(mask: number): void {
    const pattern = MASKS[mask];
    if (!pattern) throw new RangeError(`No QR mask pattern ${mask}.`);
    this.modules.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (!this.reserved[y]?.[x] && pattern(x, y)) row[x] = !dark;
      });
    });
  }
}

/** The four penalty rules of ISO/IEC 18004 §7.8.3; the lowest-scoring mask is used. */
export function maskPenalty(modules: boolean[][]): number {
  const size = modules.length;
  const at = (x: number, y: number) => modules[y]?.[x] ?? false;
  const lines: boolean[][] = [];
  for (let index = 0; index < size; index++) {
    lines.push(modules[index] ?? []);
    lines.push(modules.map((row) => row[index] ?? false));
  }

  let penalty = 0;
  for (const line of lines) {
    // Rule 1: five or more same-coloured modules in a row.
    let run = 1;
    for (let index = 1; index <= line.length; index++) {
      if (index < line.length && line[index] === line[index - 1]) {
        run++;
        continue;
      }
      if (run >= 5) penalty += run - 2;
      run = 1;
    }
    // Rule 3: a finder-like 1:1:3:1:1 pattern with four light modules on one side; the area
    // outside the symbol counts as light.
    const padded = [...new Array(4).fill(false), ...line, ...new Array(4).fill(false)];
    const text = padded.map((dark) => (dark ? "1" : "0")).join("");
    for (let index = 0; index + 7 <= text.length; index++) {
      if (text.startsWith("1011101", index)) {
        const before = text.slice(Math.max(0, index - 4), index) === "0000";
        const after = text.slice(index + 7, index + 11) === "0000";
        if (before || after) penalty += 40;
      }
    }
  }
  // Rule 2: 2x2 blocks of one colour.
  let dark = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (at(x, y)) dark++;
      if (x + 1 < size && y + 1 < size) {
        const colour = at(x, y);
        if (at(x + 1, y) === colour && at(x, y + 1) === colour && at(x + 1, y + 1) === colour) {
          penalty += 3;
        }
      }
    }
  }
  // Rule 4: distance of the dark share from 50 %, in steps of 5 %.
  const total = size * size;
  penalty += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10;
  return penalty;
}

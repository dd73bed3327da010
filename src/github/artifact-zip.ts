/**
 * Reading an artifact's zip, which is untrusted input: anyone who can run a
 * workflow in the repository can upload one. Reads the central directory
 * (its sizes are authoritative: streamed zips such as `archiver`'s put zeros
 * in the local headers) and inflates only the entries the caller wants, each
 * bounded before and while inflating, so a zip bomb costs nothing. Stored
 * (method 0) and deflated (method 8) entries; no zip64, no encryption. Pure.
 */
import { inflateRawSync } from "node:zlib";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/** What to take from an archive, and how much. */
export interface ZipLimits {
  /** Entries to extract; the others are skipped without being inflated. */
  readonly wanted: (name: string) => boolean;
  /** Largest size of one extracted entry, in bytes. */
  readonly maxEntryBytes: number;
  /** Largest sum of the extracted entries. */
  readonly maxTotalBytes: number;
}

/** Reads a little-endian integer, failing with a zip error (not a RangeError) past the end. */
function reader(zip: Buffer): { u16(at: number): number; u32(at: number): number } {
  const check = (at: number, width: number): void => {
    if (at < 0 || at + width > zip.length) throw new Error(`zip: truncated (offset ${at} is past the end)`);
  };
  return {
    u16: (at) => {
      check(at, 2);
      return zip.readUInt16LE(at);
    },
    u32: (at) => {
      check(at, 4);
      return zip.readUInt32LE(at);
    },
  };
}

function endOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= lowest; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new Error("zip: no end of central directory record (not a zip archive?)");
}

/** One central directory entry. */
interface Entry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localOffset: number;
}

function entries(zip: Buffer): Entry[] {
  const read = reader(zip);
  const end = endOfCentralDirectory(zip);
  const count = read.u16(end + 10);
  let offset = read.u32(end + 16);
  const found: Entry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (read.u32(offset) !== CENTRAL_FILE_HEADER)
      throw new Error(`zip: bad central directory entry ${index}`);
    const flags = read.u16(offset + 8);
    const nameLength = read.u16(offset + 28);
    if (offset + 46 + nameLength > zip.length) throw new Error("zip: truncated central directory");
    const name = zip.toString(
      (flags & 0x800) !== 0 ? "utf8" : "latin1",
      offset + 46,
      offset + 46 + nameLength,
    );
    if ((flags & 0x1) !== 0) throw new Error(`zip: ${name} is encrypted`);
    const entry = {
      name,
      method: read.u16(offset + 10),
      compressedSize: read.u32(offset + 20),
      size: read.u32(offset + 24),
      localOffset: read.u32(offset + 42),
    };
    if (entry.compressedSize === 0xffffffff || entry.localOffset === 0xffffffff)
      throw new Error(`zip: ${name} needs zip64`);
    found.push(entry);
    offset += 46 + nameLength + read.u16(offset + 30) + read.u16(offset + 32);
  }
  return found;
}

function inflate(zip: Buffer, entry: Entry): Buffer {
  const read = reader(zip);
  if (read.u32(entry.localOffset) !== LOCAL_FILE_HEADER)
    throw new Error(`zip: bad local header for ${entry.name}`);
  const start = entry.localOffset + 30 + read.u16(entry.localOffset + 26) + read.u16(entry.localOffset + 28);
  if (start + entry.compressedSize > zip.length) throw new Error(`zip: ${entry.name} is truncated`);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return Buffer.from(data);
  if (entry.method !== 8) throw new Error(`zip: ${entry.name} uses compression method ${entry.method}`);
  try {
    // The central directory's size bounds the output: more is a lie (or a bomb), refused unread.
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (thrown) {
    throw new Error(`zip: ${entry.name} does not inflate to its declared ${entry.size} bytes`, {
      cause: thrown,
    });
  }
}

/**
 * The wanted files of a zip archive, name → bytes (directory entries left
 * out), within the limits.
 * @throws Error naming the entry when the archive is malformed, uses an
 *   unsupported feature, holds a wanted name twice, or an entry (or their sum)
 *   is over its limit.
 */
export function readZipEntries(zip: Buffer, limits: ZipLimits): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let total = 0;
  for (const entry of entries(zip)) {
    if (entry.name.endsWith("/") || !limits.wanted(entry.name)) continue;
    if (files.has(entry.name)) throw new Error(`zip: ${entry.name} appears twice`);
    if (entry.size > limits.maxEntryBytes)
      throw new Error(
        `zip: ${entry.name} is ${entry.size} bytes, over the ${limits.maxEntryBytes}-byte limit`,
      );
    total += entry.size;
    if (total > limits.maxTotalBytes)
      throw new Error(`zip: the wanted entries exceed ${limits.maxTotalBytes} bytes together`);
    const content = inflate(zip, entry);
    if (content.length !== entry.size)
      throw new Error(`zip: ${entry.name} inflated to ${content.length} bytes, expected ${entry.size}`);
    files.set(entry.name, content);
  }
  return files;
}

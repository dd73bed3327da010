/**
 * A minimal zip reader for the artifact fake: reads the central directory
 * (sizes there are authoritative: streamed zips such as `archiver`'s put zeros
 * in the local headers and the real sizes in data descriptors) and returns
 * each file's bytes, stored (method 0) or deflated (method 8). No zip64, no
 * encryption: artifact uploads of test-sized ledgers need neither.
 */
import { inflateRawSync } from "node:zlib";

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

/**
 * The files of a zip archive, path → bytes; directory entries (names ending
 * in `/`) are left out.
 * @throws Error when the archive is malformed or uses an unsupported feature.
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(offset) !== CENTRAL_FILE_HEADER)
      throw new Error(`zip: bad central directory entry ${index}`);
    const flags = zip.readUInt16LE(offset + 8);
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.toString(
      (flags & 0x800) !== 0 ? "utf8" : "latin1",
      offset + 46,
      offset + 46 + nameLength,
    );
    offset += 46 + nameLength + extraLength + commentLength;
    if ((flags & 0x1) !== 0) throw new Error(`zip: ${name} is encrypted`);
    if (compressedSize === 0xffffffff || localOffset === 0xffffffff)
      throw new Error(`zip: ${name} needs zip64`);
    if (name.endsWith("/")) continue;
    if (zip.readUInt32LE(localOffset) !== LOCAL_FILE_HEADER)
      throw new Error(`zip: bad local header for ${name}`);
    const dataStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    const content = method === 0 ? Buffer.from(data) : method === 8 ? inflateRawSync(data) : undefined;
    if (content === undefined) throw new Error(`zip: ${name} uses compression method ${method}`);
    if (content.length !== size)
      throw new Error(`zip: ${name} inflated to ${content.length} bytes, expected ${size}`);
    files.set(name, content);
  }
  return files;
}

function findEndOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, zip.length - 22 - 0xffff);
  for (let offset = zip.length - 22; offset >= lowest; offset -= 1) {
    if (zip.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  throw new Error("zip: no end of central directory record (not a zip archive?)");
}

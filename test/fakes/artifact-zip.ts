/**
 * The artifact fake's zip reader: Alfred's own bounded reader
 * (`src/github/artifact-zip.ts`) taking every entry. Reading what the real
 * `@actions/artifact` uploads (zipped by `archiver`) through it is also how
 * that reader is checked against a real zip writer.
 */
import { readZipEntries } from "../../src/github/artifact-zip.js";

/**
 * The files of a zip archive, path → bytes; directory entries (names ending
 * in `/`) are left out.
 * @throws Error when the archive is malformed or uses an unsupported feature.
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
  return readZipEntries(zip, { wanted: () => true, maxEntryBytes: 2 ** 31, maxTotalBytes: 2 ** 40 });
}

import { encodeBase64 } from './bytes.js';
import type { CatalogEntry } from './catalog-entry.js';
import { textEntry } from './catalog-entry.js';
import { isoDaysBefore } from './demo-epoch.js';
import { hashString } from './seeded-random.js';

export const BULK_ITEMS_PER_FOLDER = 100;
const BULK_URI = /^file:\/\/\/bulk\/dir-(\d{3,})\/item-(\d{5,})\.txt$/;

export function bulkUri(index: number): string {
  const folder = String(Math.floor(index / BULK_ITEMS_PER_FOLDER)).padStart(3, '0');
  return `file:///bulk/dir-${folder}/item-${String(index).padStart(5, '0')}.txt`;
}

/** The index of a generated resource URI, or `undefined` when it is not one of the first `count`. */
export function bulkIndexOf(uri: string, count: number): number | undefined {
  const match = BULK_URI.exec(uri);
  if (!match) return undefined;
  const index = Number(match[2]);
  return index < count && bulkUri(index) === uri ? index : undefined;
}

/** One of the `bulkResources` generated items, built on demand so 100 000 of them cost no memory. */
export function bulkEntry(index: number): CatalogEntry {
  const checksum = hashString(`bulk-${index}`).toString(16).padStart(8, '0');
  return textEntry({
    uri: bulkUri(index),
    name: `item-${String(index).padStart(5, '0')}.txt`,
    ...(index % 3 === 0 && { title: `Generated item ${index}` }),
    mimeType: 'text/plain',
    text: `Generated item ${index}\nfolder: dir-${String(Math.floor(index / BULK_ITEMS_PER_FOLDER)).padStart(3, '0')}\nchecksum: ${checksum}\n`,
    annotations: { priority: (index % 11) / 10, lastModified: isoDaysBefore(index % 365) },
    cachePolicy: { ttlMs: 300_000, cacheScope: 'public' },
  });
}

/** The largest generated blob a read may ask for: enough for the "50 MB blob" benchmark, bounded so a URI cannot exhaust memory. */
export const MAX_BULK_BLOB_MB = 64;
const BULK_BLOB_URI = /^file:\/\/\/bulk\/blob-([1-9]\d?)mb\.bin$/;

/** A generated binary of `megabytes` × 1,000,000 bytes, readable by this URI but never listed (bulk lists keep their counts). */
export function bulkBlobUri(megabytes: number): string {
  return `file:///bulk/blob-${megabytes}mb.bin`;
}

/**
 * The blob behind a `bulkBlobUri`, or `undefined` for any other URI. Its bytes are made on each
 * read and dropped afterwards: a 50 MB resource must not stay in the server's memory.
 */
export function bulkBlobEntry(uri: string): CatalogEntry | undefined {
  const megabytes = Number(BULK_BLOB_URI.exec(uri)?.[1]);
  if (!(megabytes >= 1 && megabytes <= MAX_BULK_BLOB_MB)) return undefined;
  const size = megabytes * 1_000_000;
  return {
    uri,
    resource: { uri, name: `blob-${megabytes}mb.bin`, title: `Generated ${megabytes} MB blob`, mimeType: 'application/octet-stream', size },
    cachePolicy: { ttlMs: 300_000, cacheScope: 'public' },
    read: () => ({ contents: [{ uri, mimeType: 'application/octet-stream', blob: encodeBase64(generatedBytes(size)) }] }),
  };
}

/** Bytes that vary from one to the next (not one repeated value), cheap to make. */
function generatedBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let index = 0; index < size; index++) bytes[index] = (index * 31 + (index >>> 10)) & 0xff;
  return bytes;
}

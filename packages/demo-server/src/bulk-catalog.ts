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

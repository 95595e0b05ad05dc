import { textEntry, type CatalogEntry } from './catalog-entry.js';
import { isoTimestamp } from './demo-epoch.js';
import { fileIcons } from './file-icons.js';

/**
 * Drives `listChangeIntervalMs`: odd generations add a build log under file:///project/tmp/,
 * even generations remove it again, so every step really changes resources/list.
 */
export class ListChurn {
  #generation = 0;

  step(): void {
    this.#generation += 1;
  }

  entries(): CatalogEntry[] {
    if (this.#generation % 2 === 0) return [];
    const build = String(this.#generation).padStart(4, '0');
    return [
      textEntry({
        uri: `file:///project/tmp/build-${build}.log`,
        name: `build-${build}.log`,
        title: `Build #${this.#generation} output`,
        description: 'A transient build log; it disappears on the next list change.',
        mimeType: 'text/plain',
        text: `build #${this.#generation} started\ncompiled 42 files\nbuild #${this.#generation} finished\n`,
        annotations: { audience: ['user'], priority: 0.2, lastModified: isoTimestamp(this.#generation * 60_000) },
        icons: fileIcons('log'),
        cachePolicy: { ttlMs: 0, cacheScope: 'private' },
      }),
    ];
  }
}

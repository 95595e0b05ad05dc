import { entryLabel, type ResourceItemEntry } from '../search/entry.js';
import { displaySegment } from './split-uri.js';

/**
 * A row label for a resource whose label (`title ?? name`) its siblings share: the label with the
 * resource's name, or with the last segment of its URI (decoded) when the name says no more or
 * `repeatedNames` (names these siblings share) holds it. A v1
 * `McpServer` gives every resource a template lists the template's title, so six notes would
 * otherwise all read "Note by id".
 */
export function distinctLabel(entry: ResourceItemEntry, repeatedNames: ReadonlySet<string> = new Set()): string {
  const label = entryLabel(entry);
  const { name, uri } = entry.resource;
  const detail = typeof name === 'string' && name !== '' && name !== label && !repeatedNames.has(name) ? name : lastSegment(uri);
  return detail === '' || detail === label ? label : `${label} · ${detail}`;
}

function lastSegment(uri: string): string {
  const path = uri.replace(/[?#].*$/s, '').replace(/\/$/, '');
  const start = Math.max(path.lastIndexOf('/') + 1, path.indexOf(':') + 1);
  return displaySegment(path.slice(start));
}

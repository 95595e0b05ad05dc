import type { Resource } from '@mcp-resource-kit/core';

/** The drag payload type of kit resources: JSON of `DraggedResource[]`. */
export const RESOURCE_DRAG_TYPE = 'application/x-mcp-resource';

/** What travels with a dragged resource. */
export interface DraggedResource {
  serverId: string;
  uri: string;
  resource?: Resource;
}

const MAX_DRAGGED = 500;

/** Puts resources on a drag: the kit's own type, plus `text/uri-list` and plain text for other drop targets. */
export function setResourceDragData(dataTransfer: DataTransfer, items: readonly DraggedResource[]): void {
  dataTransfer.effectAllowed = 'copy';
  dataTransfer.setData(RESOURCE_DRAG_TYPE, JSON.stringify(items.slice(0, MAX_DRAGGED)));
  // RFC 2483: one URI per line, CRLF.
  dataTransfer.setData('text/uri-list', items.map((item) => item.uri).join('\r\n'));
  dataTransfer.setData('text/plain', items.map((item) => item.uri).join('\n'));
}

/** True while a drag carries something the kit can attach. */
export function hasResourceDragData(dataTransfer: DataTransfer): boolean {
  const types = [...dataTransfer.types];
  return types.includes(RESOURCE_DRAG_TYPE) || types.includes('text/uri-list');
}

/**
 * The resources a drop carries. The payload comes from outside the page as often as from the kit,
 * so it is validated item by item; `text/uri-list` drops get `fallbackServerId`.
 */
export function readResourceDragData(dataTransfer: DataTransfer, fallbackServerId: string | undefined): DraggedResource[] {
  const json = dataTransfer.getData(RESOURCE_DRAG_TYPE);
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (Array.isArray(parsed)) {
        return parsed
          .filter(
            (item): item is DraggedResource =>
              typeof item === 'object' && item !== null && typeof item.serverId === 'string' && typeof item.uri === 'string' && item.uri.length > 0,
          )
          .slice(0, MAX_DRAGGED)
          .map(({ serverId, uri, resource }) => ({
            serverId,
            uri,
            ...(isResource(resource) ? { resource } : {}),
          }));
      }
    } catch {
      // Not ours after all: fall through to the URI list.
    }
  }
  if (fallbackServerId === undefined) return [];
  return dataTransfer
    .getData('text/uri-list')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#'))
    .slice(0, MAX_DRAGGED)
    .map((uri) => ({ serverId: fallbackServerId, uri }));
}

function isResource(value: unknown): value is Resource {
  return typeof value === 'object' && value !== null && typeof (value as Resource).uri === 'string' && typeof (value as Resource).name === 'string';
}

import type { Resource } from '@mcp-resource-kit/core';

/** Row height shared with the kit's tree (its default), so both lists scroll the same distance. */
export const ROW_HEIGHT = 44;

/**
 * The naive baseline of a resource list: every resource is a DOM row, nothing is virtualized.
 * Same height as the kit's tree (its default `--resource-tree-height`), same row height.
 */
export function NaiveList({ resources }: { resources: readonly Resource[] }) {
  return (
    <ul data-naive-list style={{ height: '28rem', overflow: 'auto', margin: 0, padding: 0, listStyle: 'none', font: '14px system-ui' }}>
      {resources.map((resource) => (
        <li key={resource.uri} style={{ height: ROW_HEIGHT, display: 'flex', gap: 8, alignItems: 'center', overflow: 'hidden', whiteSpace: 'nowrap' }}>
          <span>{resource.title ?? resource.name}</span>
          <small style={{ opacity: 0.7 }}>{resource.uri}</small>
        </li>
      ))}
    </ul>
  );
}

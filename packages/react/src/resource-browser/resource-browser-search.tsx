'use client';

import type { ResourceEntry, ResourceItemEntry } from '@mcp-resource-kit/core';
import { useState } from 'react';
import { ResourceSearchDialog } from '../resource-search/resource-search-root.js';
import { useResourceTreeContext } from '../resource-tree/resource-tree-context.js';

/** The toolbar's button that opens the browser's search palette, and the palette (not a public part). */
export function ResourceBrowserSearch({
  hotkey,
  onOpen,
  onAttach,
  label,
  shortcut,
}: {
  hotkey: boolean;
  onOpen: ((entry: ResourceEntry) => void) | undefined;
  onAttach: ((resources: ResourceItemEntry[]) => void) | undefined;
  label: string;
  shortcut: string;
}) {
  const tree = useResourceTreeContext('ResourceBrowser search');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-slot="resource-browser-search" aria-haspopup="dialog" aria-keyshortcuts="Meta+K Control+K" onClick={() => setOpen(true)}>
        {label} <kbd>{shortcut}</kbd>
      </button>
      <ResourceSearchDialog
        catalog={tree.catalog}
        open={open}
        onOpenChange={setOpen}
        hotkey={hotkey}
        onOpen={(entry) => {
          tree.reveal(entry);
          onOpen?.(entry);
        }}
        {...(onAttach && { onAttach })}
      />
    </>
  );
}

'use client';

import { revealHiddenCharacters } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import { displayName } from './names.js';
import { useResourcePreview } from './resource-preview-context.js';

export interface ResourcePreviewTitleProps extends ComponentProps<'h2'> {
  /** Overrides the Root's heading level. */
  level?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * The resource's title: its listed `title`, else `name`, else the last segment of its URI.
 * Renders an `<h2>` (or the Root's `headingLevel`). @selector [data-slot="resource-preview-title"]
 */
export function ResourcePreviewTitle({ level, children, ...rest }: ResourcePreviewTitleProps) {
  const { resource, uri, headingLevel, idBase } = useResourcePreview();
  const Heading = `h${level ?? headingLevel}` as 'h2';
  return (
    <Heading id={`${idBase}-title`} {...rest} data-slot="resource-preview-title">
      {children ?? revealHiddenCharacters(resource?.title ?? resource?.name ?? displayName(uri))}
    </Heading>
  );
}

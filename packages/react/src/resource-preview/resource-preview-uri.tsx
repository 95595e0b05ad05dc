'use client';

import { revealHiddenCharacters } from '@mcp-resource-kit/core';
import type { ComponentProps } from 'react';
import { useResourcePreview } from './resource-preview-context.js';

/**
 * The URI as the server wrote it, characters that could disguise it shown as `�` (copying gives
 * the exact URI). Renders a `<code>`. @selector [data-slot="resource-preview-uri"]
 */
export function ResourcePreviewUri(props: Omit<ComponentProps<'code'>, 'children'>) {
  const { uri } = useResourcePreview();
  return (
    <code {...props} data-slot="resource-preview-uri">
      {revealHiddenCharacters(uri)}
    </code>
  );
}

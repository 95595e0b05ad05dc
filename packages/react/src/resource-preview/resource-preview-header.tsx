'use client';

import type { ComponentProps } from 'react';

/** Groups the title and facts of a preview. Renders a `<header>`. @selector [data-slot="resource-preview-header"] */
export function ResourcePreviewHeader(props: ComponentProps<'header'>) {
  return <header {...props} data-slot="resource-preview-header" />;
}

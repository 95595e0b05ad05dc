import type { MimeFamily } from '@mcp-resource-kit/core';
import { useContext, type ComponentProps, type ReactElement } from 'react';
import { RemoteIconsContext, type RemoteIcons } from '../provider/remote-icons-context.js';

/** The kinds of icon the kit draws itself: one per MIME family plus folders, servers and templates. */
export type IconKind = MimeFamily | 'folder' | 'folder-open' | 'server' | 'template' | 'group';

const PATHS: Record<IconKind, ReactElement> = {
  text: (
    <>
      <path d="M4 1.5h5.5L13 5v9.5H4z" />
      <path d="M9.5 1.5V5H13M6 8h5M6 10.5h5M6 13h3" />
    </>
  ),
  code: (
    <>
      <path d="M4 1.5h5.5L13 5v9.5H4z" />
      <path d="M7.2 8.5 5.8 10l1.4 1.5M9.8 8.5l1.4 1.5-1.4 1.5" />
    </>
  ),
  data: (
    <>
      <ellipse cx="8" cy="4" rx="5" ry="2" />
      <path d="M3 4v8c0 1.1 2.2 2 5 2s5-.9 5-2V4M3 8c0 1.1 2.2 2 5 2s5-.9 5-2" />
    </>
  ),
  app: (
    <>
      <rect x="1.5" y="2.5" width="13" height="11" rx="1" />
      <path d="M1.5 5.5h13M3.5 4h.01M5 4h.01M4 8h3.5v3.5H4zM9.5 8h2.5M9.5 10.5h2.5" />
    </>
  ),
  image: (
    <>
      <rect x="2" y="3" width="12" height="10" rx="1" />
      <circle cx="6" cy="6.5" r="1.2" />
      <path d="m2.5 12 3.5-3.5 2.5 2.5 2-2 3 3" />
    </>
  ),
  audio: (
    <>
      <path d="M6 12V3.5l7-1.5v8.5" />
      <circle cx="4.5" cy="12" r="1.6" />
      <circle cx="11.5" cy="10.5" r="1.6" />
    </>
  ),
  video: (
    <>
      <rect x="1.5" y="4" width="9" height="8" rx="1" />
      <path d="m10.5 7 4-2v6l-4-2" />
    </>
  ),
  pdf: (
    <>
      <path d="M4 1.5h5.5L13 5v9.5H4z" />
      <path d="M9.5 1.5V5H13M6 9h1.2a1 1 0 0 1 0 2H6V8M9 8v3h.6a1.2 1.2 0 0 0 0-3z" />
    </>
  ),
  other: (
    <>
      <path d="M4 1.5h5.5L13 5v9.5H4z" />
      <path d="M9.5 1.5V5H13" />
    </>
  ),
  folder: <path d="M1.5 3.5h4.5l1.5 1.5h7v8.5h-13z" />,
  'folder-open': (
    <>
      <path d="M1.5 13.5v-10h4.5l1.5 1.5h6v2" />
      <path d="M1.5 13.5 3.5 7h11l-2 6.5z" />
    </>
  ),
  server: (
    <>
      <rect x="2" y="2" width="12" height="5" rx="1" />
      <rect x="2" y="9" width="12" height="5" rx="1" />
      <path d="M4.5 4.5h.01M4.5 11.5h.01" />
    </>
  ),
  template: (
    <>
      <path d="M5 2.5c-1.5 0-2 .7-2 2v2L1.8 8 3 9.5v2c0 1.3.5 2 2 2M11 2.5c1.5 0 2 .7 2 2v2L14.2 8 13 9.5v2c0 1.3-.5 2-2 2" />
      <path d="M6.5 8h3" />
    </>
  ),
  group: (
    <>
      <circle cx="8" cy="8" r="6" />
      <path d="M2 8h12M8 2c2 2 2 10 0 12M8 2c-2 2-2 10 0 12" />
    </>
  ),
};

/** One of the kit's own 16×16 icons, drawn with `currentColor`. Decorative: hidden from assistive technology. */
export function KitIcon({ kind, ...props }: { kind: IconKind } & ComponentProps<'svg'>) {
  return (
    <svg
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {PATHS[kind]}
    </svg>
  );
}

const MAX_ICON_SOURCE_LENGTH = 64 * 1024;

/**
 * The first icon `src` that is safe to put in an `<img>`: `https:` URLs and `data:image/…` URIs
 * only, never `javascript:`, `file:`, `http:` or anything else, and nothing over 64 kB. With
 * `remoteIcons: 'data-only'`, `data:image/…` URIs only: nothing that would be fetched.
 * Server SVG is never inlined; through `<img>` its scripts do not run.
 */
export function safeIconSource(icons: unknown, remoteIcons: RemoteIcons = 'https'): string | undefined {
  if (!Array.isArray(icons)) return undefined;
  for (const icon of icons.slice(0, 16)) {
    const source = (icon as { src?: unknown } | null)?.src;
    if (typeof source !== 'string' || source.length > MAX_ICON_SOURCE_LENGTH) continue;
    if (/^data:image\/[a-z0-9.+-]+[;,]/i.test(source)) return source;
    if (remoteIcons === 'https' && /^https:\/\/[^\s/?#]+/i.test(source)) return source;
  }
  return undefined;
}

/** `safeIconSource` under the provider's `remoteIcons` option. */
export function useIconSource(icons: unknown): string | undefined {
  return safeIconSource(icons, useContext(RemoteIconsContext));
}

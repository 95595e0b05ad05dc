'use client';

import { useEffect, useState, type ComponentProps } from 'react';
import { useResourcePreviewMessages } from './messages.js';
import { useResourcePreview } from './resource-preview-context.js';

/** How long "Updated just now" shows after the content read for a change notification arrived. */
export const JUST_UPDATED_MS = 5_000;

/**
 * Says "Updated just now" for a few seconds after a read that followed a change the server
 * reported (through the provider's live watch) has landed: it describes the content shown, so a
 * change whose read is still on its way, or failed, says nothing. A polite live region that is
 * always present, so the change is announced. Renders a `<span role="status">`.
 * @selector [data-slot="resource-preview-live"]
 * @selector [data-recent] content read after a change arrived in the last few seconds
 */
export function ResourcePreviewLiveIndicator(props: Omit<ComponentProps<'span'>, 'children'>) {
  const { lastChangedAt, receivedAt } = useResourcePreview();
  const messages = useResourcePreviewMessages();
  const updatedAt = lastChangedAt !== undefined && receivedAt !== undefined && receivedAt >= lastChangedAt ? receivedAt : undefined;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (updatedAt === undefined) return;
    setNow(Date.now());
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, updatedAt + JUST_UPDATED_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [updatedAt]);
  const recent = updatedAt !== undefined && now - updatedAt < JUST_UPDATED_MS;
  return (
    <span role="status" {...props} data-slot="resource-preview-live" data-recent={recent || undefined}>
      {recent ? messages.updatedJustNow : ''}
    </span>
  );
}

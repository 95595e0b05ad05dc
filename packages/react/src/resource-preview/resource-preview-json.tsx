'use client';

import { formatJson } from '@mcp-resource-kit/core';
import { useMemo, type ComponentProps } from 'react';
import { useControllableState } from '../internal/use-controllable-state.js';
import { useResourcePreviewMessages } from './messages.js';
import { ResourcePreviewText } from './resource-preview-text.js';
import { ViewSwitch } from './view-switch.js';

/** How JSON shows: pretty-printed, or exactly as the server sent it. */
export type JsonView = 'formatted' | 'as-sent';

export interface ResourcePreviewJsonProps extends Omit<ComponentProps<'div'>, 'children'> {
  text: string;
  name?: string;
  /** The shown view (controlled). */
  view?: JsonView;
  /** @default 'formatted' */
  defaultView?: JsonView;
  onViewChange?: (view: JsonView) => void;
  /** Longer texts are shown as sent. @default 2000000 */
  maxFormattedLength?: number;
}

/**
 * JSON, pretty-printed when valid (numbers and strings copied exactly, never re-serialized) and
 * highlighted; invalid JSON (comments, trailing commas) shows as sent, highlighted as JSONC.
 * Renders a `<div>`.
 *
 * @selector [data-slot="resource-preview-json"]
 * @selector [data-valid] the text is valid JSON
 * @selector [data-view="formatted" | "as-sent"]
 */
export function ResourcePreviewJson({ text, name, view: viewProp, defaultView = 'formatted', onViewChange, maxFormattedLength = 2_000_000, ...rest }: ResourcePreviewJsonProps) {
  const messages = useResourcePreviewMessages();
  const [chosen, setView] = useControllableState({ value: viewProp, defaultValue: defaultView, onChange: onViewChange, caller: 'ResourcePreview.Json' });
  const formatted = useMemo(() => formatJson(text, { maxLength: maxFormattedLength }), [text, maxFormattedLength]);
  const valid = formatted !== undefined;
  const view: JsonView = valid ? chosen : 'as-sent';
  return (
    <div {...rest} data-slot="resource-preview-json" data-valid={valid || undefined} data-view={view}>
      <ResourcePreviewText
        text={view === 'formatted' && formatted !== undefined ? formatted : text}
        language={valid ? 'json' : 'jsonc'}
        name={name}
        toolbarStart={
          valid ? (
            <ViewSwitch
              label={messages.view}
              value={view}
              options={[
                { value: 'formatted', label: messages.formatted },
                { value: 'as-sent', label: messages.asSent },
              ]}
              onChange={setView}
            />
          ) : null
        }
        notice={valid || text.length > maxFormattedLength ? null : <p data-slot="resource-preview-notice">{messages.invalidJson}</p>}
      />
    </div>
  );
}

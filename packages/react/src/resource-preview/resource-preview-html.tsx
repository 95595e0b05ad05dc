'use client';

import { useControllableState } from '../internal/use-controllable-state.js';
import type { ComponentProps } from 'react';
import { useResourcePreviewMessages } from './messages.js';
import { ResourcePreviewText } from './resource-preview-text.js';
import { ViewSwitch } from './view-switch.js';

/** How HTML shows: as highlighted source (the default), or rendered in a sandboxed frame on request. */
export type HtmlView = 'source' | 'sandboxed';

export interface ResourcePreviewHtmlProps extends Omit<ComponentProps<'div'>, 'children'> {
  text: string;
  name?: string;
  /** The shown view (controlled). */
  view?: HtmlView;
  /** @default 'source' */
  defaultView?: HtmlView;
  onViewChange?: (view: HtmlView) => void;
}

/**
 * No scripts (`sandbox=""` also gives the frame an opaque origin, no forms, no popups, no top
 * navigation) and no network: the policy blocks every fetch but inline styles and data: images, so
 * opening the page cannot reveal the reader to a tracker.
 */
const SANDBOX_POLICY = `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:; font-src data:">`;

/**
 * HTML from a server, shown as highlighted source. Rendering it is an explicit choice, and then it
 * runs in a frame with `sandbox=""` and a policy that forbids scripts and network access.
 * Renders a `<div>`.
 *
 * @selector [data-slot="resource-preview-html"]
 * @selector [data-view="source" | "sandboxed"]
 */
export function ResourcePreviewHtml({ text, name, view: viewProp, defaultView = 'source', onViewChange, ...rest }: ResourcePreviewHtmlProps) {
  const messages = useResourcePreviewMessages();
  const [view, setView] = useControllableState({ value: viewProp, defaultValue: defaultView, onChange: onViewChange, caller: 'ResourcePreview.Html' });
  const viewSwitch = (
    <ViewSwitch
      label={messages.view}
      value={view}
      options={[
        { value: 'source', label: messages.source },
        { value: 'sandboxed', label: messages.renderHtml },
      ]}
      onChange={setView}
    />
  );
  return (
    <div {...rest} data-slot="resource-preview-html" data-view={view}>
      {view === 'source' ? (
        <ResourcePreviewText text={text} language="html" name={name} toolbarStart={viewSwitch} />
      ) : (
        <>
          <div role="group" aria-label={messages.textOptions} data-slot="resource-preview-toolbar">
            {viewSwitch}
          </div>
          <iframe
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={`${SANDBOX_POLICY}${text}`}
            title={messages.htmlFrameTitle(name ?? 'HTML')}
            data-slot="resource-preview-frame"
          />
        </>
      )}
    </div>
  );
}

'use client';

import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useControllableState } from '../internal/use-controllable-state.js';
import { useFormatters } from '../messages/use-formatters.js';
import type { AppHost, AppToolCallHandler } from './app/app-host.js';
import { appContentSecurityPolicy, appDocument, type AppCspRequest } from './app/app-document.js';
import { useResourcePreviewMessages } from './messages.js';
import { ResourcePreviewText } from './resource-preview-text.js';
import { ViewSwitch } from './view-switch.js';

/** How an MCP App shows: running (the default), or as its HTML source. */
export type AppView = 'app' | 'source';

/**
 * - `loading`: loading the MCP Apps host (ext-apps) and connecting to the frame;
 * - `starting`: the app's document is loading, the handshake has not finished;
 * - `running`: the app said it is initialized;
 * - `error`: it cannot run, or stopped; the preview says why.
 */
export type AppStatus = 'loading' | 'starting' | 'running' | 'error';

export interface ResourcePreviewAppProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The app's HTML (`text/html;profile=mcp-app`). Untrusted: it only ever runs in the sandboxed frame. */
  html: string;
  name?: string;
  /** The `_meta.ui.csp` of the app's resource: the origins it may load from or connect to. */
  csp?: AppCspRequest;
  /**
   * Makes the tool calls the app asks for. Without it every call is refused, and the app gets an
   * error that says so; with it, the host decides (and should ask the user) what reaches a server.
   */
  onToolCall?: AppToolCallHandler;
  /** The theme the app is told to use; the nearest `data-mcp-theme`, else the system's, by default. */
  theme?: 'light' | 'dark';
  /** How long the app may take to finish the handshake before the preview says it did not start. @default 15000 */
  startTimeoutMs?: number;
  /** The tallest the frame grows to when the app asks for more height. @default 2000 */
  maxHeight?: number;
  /** The shown view (controlled). */
  view?: AppView;
  /** @default 'app' */
  defaultView?: AppView;
  onViewChange?: (view: AppView) => void;
}

const HOST_INFO = { name: '@mcp-resource-kit/react', version: '0.1.0' };

/**
 * Runs an MCP App the way MCP Apps hosts do: in a frame with `sandbox="allow-scripts"` (an opaque
 * origin: no access to the page, its cookies or storage, no popups, no top navigation), under a
 * Content Security Policy that allows only the origins the app's resource declares, speaking the
 * MCP Apps protocol through `@modelcontextprotocol/ext-apps`' AppBridge (loaded on first use).
 * The frame takes the height the app reports. Renders a `<div>`.
 *
 * @selector [data-slot="resource-preview-app"]
 * @selector [data-status="loading" | "starting" | "running" | "error"]
 * @selector [data-view="app" | "source"]
 */
export function ResourcePreviewApp({
  html,
  name,
  csp,
  onToolCall,
  theme,
  startTimeoutMs = 15_000,
  maxHeight = 2000,
  view: viewProp,
  defaultView = 'app',
  onViewChange,
  ...rest
}: ResourcePreviewAppProps) {
  const messages = useResourcePreviewMessages();
  const format = useFormatters();
  const [view, setView] = useControllableState({ value: viewProp, defaultValue: defaultView, onChange: onViewChange, caller: 'ResourcePreview.App' });
  const rootRef = useRef<HTMLDivElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const hostRef = useRef<AppHost | undefined>(undefined);
  const [status, setStatus] = useState<AppStatus>('loading');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [height, setHeight] = useState<number | undefined>(undefined);
  // The handler may change on every render of the host; the bridge keeps calling the latest one.
  const toolCallRef = useRef(onToolCall);
  toolCallRef.current = onToolCall;
  const allowsToolCalls = onToolCall !== undefined;

  const running = view === 'app' && html.trim() !== '';
  const policy = appContentSecurityPolicy(csp);

  useEffect(() => {
    const frame = frameRef.current;
    if (!running || !frame) return;
    let stopped = false;
    let host: AppHost | undefined;
    setStatus('loading');
    setProblem(undefined);
    setHeight(undefined);
    const fail = (reason: string) => {
      if (stopped) return;
      setStatus('error');
      setProblem(reason);
    };
    const timer = setTimeout(() => fail(messages.appDidNotStart(format.number(Math.round(startTimeoutMs / 1000)))), startTimeoutMs);
    import('./app/app-host.js')
      .catch(() => {
        throw new MissingExtAppsError();
      })
      .then(({ startAppHost }) =>
        startAppHost({
          frame,
          document: appDocument(html, policy),
          hostInfo: HOST_INFO,
          hostContext: {
            theme: theme ?? themeOf(rootRef.current),
            platform: 'web',
            displayMode: 'inline',
            availableDisplayModes: ['inline'],
            containerDimensions: { maxHeight, width: frame.clientWidth },
            ...(typeof navigator !== 'undefined' && { locale: navigator.language }),
          },
          onToolCall: allowsToolCalls ? (call, options) => toolCallRef.current!(call, options) : undefined,
          onInitialized: () => {
            if (stopped) return;
            clearTimeout(timer);
            setStatus('running');
          },
          onSizeChange: ({ height: reported }) => {
            if (!stopped && typeof reported === 'number' && Number.isFinite(reported)) setHeight(Math.min(Math.max(Math.ceil(reported), 0), maxHeight));
          },
        }),
      )
      .then(
        (started) => {
          if (stopped) return void started.close();
          host = started;
          hostRef.current = started;
          setStatus((current) => (current === 'loading' ? 'starting' : current));
        },
        (error: unknown) => {
          clearTimeout(timer);
          fail(error instanceof MissingExtAppsError ? messages.appNeedsExtApps : messages.appFailed(error instanceof Error ? error.message : String(error)));
        },
      );
    return () => {
      stopped = true;
      clearTimeout(timer);
      hostRef.current = undefined;
      void host?.close();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- theme changes reach a running app through setHostContext below, without restarting it
  }, [running, html, policy, allowsToolCalls, startTimeoutMs, maxHeight]);

  // Without a `theme` prop, follow the page's: its `data-mcp-theme` switch, else the system's setting.
  const [pageTheme, setPageTheme] = useState<'light' | 'dark' | undefined>(undefined);
  useEffect(() => {
    if (theme) return;
    const root = rootRef.current;
    const update = () => setPageTheme(themeOf(root));
    update();
    const themed = root?.closest('[data-mcp-theme]');
    const observer = themed ? new MutationObserver(update) : undefined;
    if (themed) observer?.observe(themed, { attributes: true, attributeFilter: ['data-mcp-theme'] });
    const media = typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;
    media?.addEventListener('change', update);
    return () => {
      observer?.disconnect();
      media?.removeEventListener('change', update);
    };
  }, [theme]);
  const currentTheme = theme ?? pageTheme;

  useEffect(() => {
    if (status === 'running' && currentTheme) hostRef.current?.setHostContext({ theme: currentTheme });
  }, [status, currentTheme]);

  const viewSwitch = (
    <ViewSwitch
      label={messages.view}
      value={view}
      options={[
        { value: 'app', label: messages.appRun },
        { value: 'source', label: messages.appSource },
      ]}
      onChange={setView}
    />
  );

  return (
    <div ref={rootRef} {...rest} data-slot="resource-preview-app" data-view={view} data-status={view === 'app' ? (running ? status : 'error') : undefined}>
      {view === 'source' ? (
        <ResourcePreviewText text={html} language="html" name={name} toolbarStart={viewSwitch} />
      ) : (
        <>
          <div role="group" aria-label={messages.textOptions} data-slot="resource-preview-toolbar">
            {viewSwitch}
          </div>
          <p data-slot="resource-preview-content-meta">{messages.appLabel}</p>
          {!running ? (
            <p role="alert" data-slot="resource-preview-notice">
              {messages.appEmpty}
            </p>
          ) : null}
          {running && status === 'error' ? (
            <p role="alert" data-slot="resource-preview-notice">
              {problem}
            </p>
          ) : null}
          {running && (status === 'loading' || status === 'starting') ? (
            <p role="status" data-slot="resource-preview-app-starting">
              {messages.appStarting}
            </p>
          ) : null}
          {running ? (
            <iframe
              ref={frameRef}
              // No allow-same-origin: the app gets an opaque origin of its own, whatever it contains.
              sandbox="allow-scripts"
              allow=""
              referrerPolicy="no-referrer"
              title={messages.appFrameTitle(name ?? 'App')}
              data-slot="resource-preview-frame"
              hidden={status === 'error'}
              style={height !== undefined ? { height } : undefined}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

class MissingExtAppsError extends Error {}

function themeOf(element: Element | null): 'light' | 'dark' {
  const themed = element?.closest('[data-mcp-theme]')?.getAttribute('data-mcp-theme');
  if (themed === 'dark' || themed === 'light') return themed;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export type { AppToolCall, AppToolCallHandler, AppToolResult } from './app/app-host.js';

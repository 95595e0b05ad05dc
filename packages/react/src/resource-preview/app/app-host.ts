/**
 * The host side of one MCP App, on the official `@modelcontextprotocol/ext-apps` AppBridge. Loaded
 * on the first app preview only (ext-apps is an optional peer dependency), so hosts that never show
 * an app do not bundle it.
 */
import { AppBridge, PostMessageTransport, type McpUiHostCapabilities, type McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';

/** A tool call an app asks the host to make. The arguments come from the app: untrusted. */
export interface AppToolCall {
  name: string;
  arguments?: Record<string, unknown>;
}

/** What the host answers a tool call with: an MCP `CallToolResult`. */
export interface AppToolResult {
  content: Array<Record<string, unknown>>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  [key: string]: unknown;
}

/** Makes (or refuses, by throwing) the tool calls of an app. Without one, every call is refused. */
export type AppToolCallHandler = (call: AppToolCall, options: { signal: AbortSignal }) => Promise<AppToolResult>;

export interface AppHostOptions {
  /** The frame the app runs in, still empty: the bridge listens before the app's HTML loads. */
  frame: HTMLIFrameElement;
  /** The app's document, with its policy. */
  document: string;
  hostInfo: { name: string; version: string };
  hostContext: McpUiHostContext;
  onToolCall: AppToolCallHandler | undefined;
  onInitialized: () => void;
  onSizeChange: (size: { width?: number; height?: number }) => void;
}

export interface AppHost {
  setHostContext(context: McpUiHostContext): void;
  close(): Promise<void>;
}

/** Connects an AppBridge to `frame`, then loads the app's document into it. */
export async function startAppHost({ frame, document, hostInfo, hostContext, onToolCall, onInitialized, onSizeChange }: AppHostOptions): Promise<AppHost> {
  const target = frame.contentWindow;
  if (!target) throw new Error('The app frame is not in the page.');
  const capabilities: McpUiHostCapabilities = onToolCall ? { serverTools: {} } : {};
  const bridge = new AppBridge(null, hostInfo, capabilities, { hostContext });
  bridge.oncalltool = async (params, extra) => {
    if (!onToolCall) {
      throw new Error(`This host does not let apps call tools, so "${String(params.name)}" was not called. Show the result another way, or ask the host to allow tool calls.`);
    }
    const call: AppToolCall = { name: params.name, ...(params.arguments !== undefined && { arguments: params.arguments }) };
    return (await onToolCall(call, { signal: extra.mcpReq.signal })) as never;
  };
  bridge.addEventListener('initialized', () => onInitialized());
  bridge.addEventListener('sizechange', (size) => onSizeChange(size));
  // The source check keeps other frames (and the page itself) from speaking for the app.
  await bridge.connect(new PostMessageTransport(target, target));
  frame.srcdoc = document;
  return {
    setHostContext: (context) => bridge.setHostContext(context),
    close: () => bridge.close(),
  };
}

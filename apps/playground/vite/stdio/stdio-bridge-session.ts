import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParsedCommand } from './command-line.ts';
import type { StderrLog } from './stderr-log.ts';

/** A page that went away takes its notification stream with it; its process ends this long after. */
const GONE_AFTER_STREAM_MS = 10_000;
/** A client that never held a notification stream is given up after this long without a request. */
const GONE_WITHOUT_STREAM_MS = 10 * 60_000;

export interface StdioBridgeSessionOptions {
  command: ParsedCommand;
  log: StderrLog;
  /** Called when the page's `initialize` has given the session its id, before the page hears of it. */
  onOpened: (session: StdioBridgeSession) => void;
  /** Called once the session has ended, for whatever reason. */
  onClosed: (session: StdioBridgeSession) => void;
  /** How long to wait for a page that went away; for tests. */
  goneAfterStreamMs?: number;
}

/**
 * One page's connection to one stdio server process: Streamable HTTP towards the page (a stateful
 * session, as a 2025-11-25 server would serve it), stdio towards the process, every JSON-RPC message
 * passed through unchanged. The process lives as long as the session: it ends on the page's DELETE, when
 * the page's notification stream has been gone for a while, or when the dev server stops.
 */
export class StdioBridgeSession {
  readonly http: NodeStreamableHTTPServerTransport;
  private readonly process: StdioClientTransport;
  private openExchanges = 0;
  private heldStream = false;
  private goneTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  private constructor(private readonly options: StdioBridgeSessionOptions) {
    const { command, log } = options;
    this.process = new StdioClientTransport({ command: command.command, args: command.args, stderr: 'pipe', cwd: process.cwd() });
    this.process.stderr?.on('data', (chunk: Uint8Array) => log.write(chunk));
    this.http = new NodeStreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: () => options.onOpened(this),
      onsessionclosed: () => void this.close('the page closed the session'),
    });
    this.http.onmessage = (message) => void this.toProcess(message);
    this.process.onmessage = (message) => void this.toPage(message);
    this.process.onclose = () => void this.close('the server process ended');
    this.process.onerror = (error) => log.note(`stdio: ${error.message}`);
  }

  /** Starts the process; rejects with a message that names the command when it cannot be started. */
  static async start(options: StdioBridgeSessionOptions): Promise<StdioBridgeSession> {
    const session = new StdioBridgeSession(options);
    const { command, log } = options;
    const shown = [command.command, ...command.args].join(' ');
    try {
      await session.process.start();
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause);
      log.note(`could not start ${shown}: ${reason}`);
      throw new Error(`Could not start “${shown}”: ${reason}. Check that the program is installed and on the PATH of the playground's dev server.`);
    }
    log.note(`started ${shown} (pid ${session.process.pid ?? '?'})`);
    await session.http.start();
    return session;
  }

  get sessionId(): string | undefined {
    return this.http.sessionId;
  }

  /** Serves one HTTP exchange of this session (`parsedBody` when the caller has read the body already). */
  async handle(request: IncomingMessage, response: ServerResponse, parsedBody?: unknown): Promise<void> {
    if (this.closed) return;
    clearTimeout(this.goneTimer);
    this.openExchanges += 1;
    if (request.method === 'GET') this.heldStream = true;
    response.once('close', () => {
      this.openExchanges -= 1;
      if (this.openExchanges === 0) this.waitForPage();
    });
    await this.http.handleRequest(request, response, parsedBody);
  }

  async close(reason: string): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.goneTimer);
    this.options.log.note(`session ended: ${reason}`);
    this.options.onClosed(this);
    await Promise.allSettled([this.http.close(), this.process.close()]);
  }

  private waitForPage(): void {
    const wait = this.heldStream ? (this.options.goneAfterStreamMs ?? GONE_AFTER_STREAM_MS) : GONE_WITHOUT_STREAM_MS;
    clearTimeout(this.goneTimer);
    this.goneTimer = setTimeout(() => void this.close('the page went away'), wait);
    this.goneTimer.unref();
  }

  private async toProcess(message: JSONRPCMessage): Promise<void> {
    try {
      await this.process.send(message);
    } catch (cause) {
      if ('method' in message && 'id' in message) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        await this.toPage({
          jsonrpc: '2.0',
          id: message.id,
          error: { code: -32603, message: `The server process could not take the request (${reason}). Reconnect to start it again.` },
        });
      }
    }
  }

  private async toPage(message: JSONRPCMessage): Promise<void> {
    try {
      await this.http.send(message);
    } catch (cause) {
      // The page's stream for this answer is gone (it cancelled or left); nothing is waiting for it.
      this.options.log.note(`could not pass a message to the page: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
  }
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCommandLine, type ParsedCommand } from './command-line.ts';
import { StderrLog } from './stderr-log.ts';
import { StdioBridgeSession } from './stdio-bridge-session.ts';

/** Where a command line came from: only these two places may start programs. */
export type StdioServerSource = 'command-line' | 'page';

export interface StdioServer {
  id: string;
  commandLine: string;
  command: ParsedCommand;
  source: StdioServerSource;
  log: StderrLog;
}

/** What the page is told about a server. */
export interface StdioServerSummary {
  id: string;
  commandLine: string;
  source: StdioServerSource;
  /** Page connections to it that are open now, each with a process of its own. */
  running: number;
  /** Its processes' last stderr lines, with the bridge's own notes. */
  stderr: string[];
}

/** The stdio servers of one dev-server start, and the page sessions that run them. */
export class StdioServerRegistry {
  private readonly servers = new Map<string, StdioServer>();
  private readonly sessions = new Map<string, { server: StdioServer; session: StdioBridgeSession }>();
  private nextId = 1;

  constructor(private readonly sessionOptions: { goneAfterStreamMs?: number } = {}) {}

  /** Adds a command line (the same line twice is one server); throws when it cannot be run without a shell. */
  add(commandLine: string, source: StdioServerSource): StdioServer {
    const line = commandLine.trim();
    for (const server of this.servers.values()) if (server.commandLine === line) return server;
    const server: StdioServer = { id: `stdio-${this.nextId++}`, commandLine: line, command: parseCommandLine(line), source, log: new StderrLog() };
    this.servers.set(server.id, server);
    return server;
  }

  get(id: string): StdioServer | undefined {
    return this.servers.get(id);
  }

  list(): StdioServer[] {
    return [...this.servers.values()];
  }

  summary(server: StdioServer): StdioServerSummary {
    let running = 0;
    for (const entry of this.sessions.values()) if (entry.server === server) running += 1;
    return { id: server.id, commandLine: server.commandLine, source: server.source, running, stderr: server.log.snapshot() };
  }

  /** The open session `sessionId` of `server`, if there is one. */
  session(server: StdioServer, sessionId: string): StdioBridgeSession | undefined {
    const entry = this.sessions.get(sessionId);
    return entry?.server === server ? entry.session : undefined;
  }

  /** Starts a process for a page's new session and serves its `initialize`. */
  async open(server: StdioServer, request: IncomingMessage, response: ServerResponse, initialize: unknown): Promise<void> {
    const session = await StdioBridgeSession.start({
      command: server.command,
      log: server.log,
      onOpened: (opened) => {
        if (opened.sessionId !== undefined) this.sessions.set(opened.sessionId, { server, session: opened });
      },
      onClosed: (closed) => {
        if (closed.sessionId !== undefined) this.sessions.delete(closed.sessionId);
      },
      ...this.sessionOptions,
    });
    await session.handle(request, response, initialize);
    // An initialize the transport refused leaves no session to come back to: end its process now.
    if (session.sessionId === undefined) await session.close('the page did not start a session');
  }

  /** Ends every session and so every process, e.g. when the dev server stops. */
  async closeAll(reason: string): Promise<void> {
    await Promise.allSettled([...this.sessions.values()].map(({ session }) => session.close(reason)));
  }
}

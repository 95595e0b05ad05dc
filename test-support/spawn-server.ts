import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface SpawnedServer {
  url: string;
  process: ChildProcess;
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
  /** Stops the server by its PID. */
  stop(): Promise<void>;
}

/** A port that was free a moment ago on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a Node server script and resolves once its output matches `ready`. The process is started
 * directly (not through a shell), so its PID is the server's own.
 */
export async function spawnServer(options: {
  args: string[];
  env?: Record<string, string>;
  ready: RegExp;
  url: string;
  cwd?: string;
  timeoutMs?: number;
}): Promise<SpawnedServer> {
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in time. Output:\n${output}`)), options.timeoutMs ?? 15_000);
    const onData = () => {
      if (options.ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code} before it was ready. Output:\n${output}`));
    });
  });
  return {
    url: options.url,
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) return resolve();
        child.once('exit', () => resolve());
        process.kill(child.pid, 'SIGTERM');
      }),
  };
}

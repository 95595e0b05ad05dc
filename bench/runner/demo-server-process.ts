import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const CLI = fileURLToPath(new URL('../../packages/demo-server/src/cli.ts', import.meta.url));
const LISTENING = /listening on (http:\/\/\S+\/mcp)/;

/** The demo server's CLI in a Node process of its own, on a free loopback port. */
export interface DemoServerProcess {
  url: string;
  close(): Promise<void>;
}

/**
 * Starts the demo server over HTTP with `resources` bulk items served `pageSize` at a time. It runs
 * apart from the page on purpose: in the page, making and encoding pages of 5,000 resources would
 * be main-thread work the kit's figures (longest task while listing) would be charged for.
 */
export async function startDemoServerProcess({ resources, pageSize }: { resources: number; pageSize: number }): Promise<DemoServerProcess> {
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), CLI, '--port', '0', '--resources', String(resources), '--page-size', String(pageSize)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The demo server did not say where it listens within 60 s. Its output:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = LISTENING.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The demo server exited (code ${code}) before listening. Its output:\n${output}`));
    });
  });
  return {
    url,
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

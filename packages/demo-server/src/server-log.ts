import { DEMO_EPOCH } from './demo-epoch.js';
import { createSeededRandom, integerBetween, pick } from './seeded-random.js';

const PATHS = ['/api/users', '/api/users/:id', '/api/shipments/:id', '/api/shipments/:id/status', '/status', '/healthz'];
const METHODS_BY_PATH: Record<string, string> = { '/api/shipments/:id/status': 'POST' };

/** A long, realistic JSON-lines server log, identical on every run. */
export function generateServerLog(lineCount: number): string {
  const random = createSeededRandom(20_261_101);
  const lines: string[] = [];
  let time = DEMO_EPOCH - 36 * 3_600_000;
  lines.push(JSON.stringify({ time: new Date(time).toISOString(), level: 'info', service: 'harbor-api', message: 'listening', port: 8080 }));
  while (lines.length < lineCount) {
    time += integerBetween(random, 5, 4_000);
    const roll = random();
    const stamp = new Date(time).toISOString();
    if (roll < 0.015) {
      lines.push(JSON.stringify({ time: stamp, level: 'warn', service: 'harbor-api', message: 'slow query', sql: 'SELECT * FROM shipments WHERE customer_id = $1 ORDER BY updated_at DESC', durationMs: integerBetween(random, 251, 2_400) }));
      continue;
    }
    if (roll < 0.02) {
      lines.push(JSON.stringify({ time: stamp, level: 'error', service: 'harbor-api', message: 'request failed', path: '/api/shipments/:id/status', error: pick(random, ['deadlock detected', 'Connection terminated unexpectedly', 'canceling statement due to statement timeout']) }));
      continue;
    }
    const template = pick(random, PATHS);
    const path = template.replace(':id', template.includes('shipments') ? `SHP-${integerBetween(random, 10_000, 99_999)}` : String(integerBetween(random, 1, 4_000)));
    const statusRoll = random();
    const status = statusRoll < 0.9 ? 200 : statusRoll < 0.96 ? 404 : statusRoll < 0.99 ? 409 : 500;
    lines.push(
      JSON.stringify({
        time: stamp,
        level: status >= 500 ? 'error' : 'info',
        service: 'harbor-api',
        message: 'request',
        method: METHODS_BY_PATH[template] ?? 'GET',
        path,
        status,
        durationMs: integerBetween(random, 1, status === 200 ? 180 : 40),
      }),
    );
  }
  return `${lines.join('\n')}\n`;
}

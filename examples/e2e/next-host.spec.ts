import { hostSmokeTests } from './host-smoke.ts';
import { NEXT_EXAMPLE_PORT } from './ports.ts';

hostSmokeTests('Next.js host', `http://127.0.0.1:${NEXT_EXAMPLE_PORT}`);

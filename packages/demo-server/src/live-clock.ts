import { isoTimestamp } from './demo-epoch.js';

/**
 * The state behind demo://live/clock. Its time is derived from the tick count rather than the
 * wall clock, so two runs that tick equally often show identical text.
 */
export class LiveClock {
  #tick = 0;

  advance(): void {
    this.#tick += 1;
  }

  get lastModified(): string {
    return isoTimestamp(this.#tick * 1_000);
  }

  text(): string {
    return [`tick: ${this.#tick}`, `time: ${this.lastModified}`, `status: ${this.#tick % 5 === 4 ? 'degraded' : 'ok'}`, ''].join('\n');
  }
}

import { describe, expect, it } from 'vitest';
import { yieldToPage } from './yield-to-page.js';

describe('yieldToPage', () => {
  it('runs tasks later, in order, each in a task of its own', async () => {
    const order: string[] = [];
    yieldToPage(() => {
      order.push('first');
      queueMicrotask(() => order.push('after first'));
    });
    yieldToPage(() => order.push('second'));
    order.push('now');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual(['now', 'first', 'after first', 'second']);
  });
});

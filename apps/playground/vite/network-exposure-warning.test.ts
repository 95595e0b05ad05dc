import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './network-exposure-warning.ts';

describe('isLoopbackAddress (the --host warning)', () => {
  it('tells loopback from addresses other machines can reach', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['0.0.0.0', '::', '192.168.1.20', '10.0.0.1', 'fe80::1']) expect(isLoopbackAddress(address), address).toBe(false);
  });
});

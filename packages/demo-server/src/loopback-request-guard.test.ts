import { describe, expect, test } from 'vitest';
import { checkRequestOrigin, normalizeOrigin } from './loopback-request-guard.js';

describe('checkRequestOrigin', () => {
  test.each(['http://127.0.0.1:5173', 'http://localhost:3000', 'http://[::1]:8080', 'https://localhost', 'http://LOCALHOST:1'])('allows the loopback origin %s', (origin) => {
    expect(checkRequestOrigin({ origin, host: '127.0.0.1:3333' })).toEqual({ allowed: true });
  });

  test('allows requests without Origin (non-browser clients)', () => {
    expect(checkRequestOrigin({ host: 'localhost:3333' })).toEqual({ allowed: true });
  });

  test.each(['http://evil.example', 'null', 'http://127.0.0.1.evil.example', 'file:///tmp/page.html', 'not a url', 'http://localhost.:1'])('refuses the origin %s and says how to allow it', (origin) => {
    const verdict = checkRequestOrigin({ origin, host: '127.0.0.1:3333' });
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason).toContain('--allow-origin');
  });

  test.each(['localhost', 'localhost:3333', '127.0.0.1:1', '[::1]:3333', '[::1]', 'LocalHost:80'])('allows the loopback Host %s', (host) => {
    expect(checkRequestOrigin({ host })).toEqual({ allowed: true });
  });

  test.each(['evil.example', 'evil.example:3333', 'localhost.evil.example', '127.0.0.2:3333', '[::2]:3333', '192.168.1.10:3333'])('refuses the Host %s (DNS rebinding) and says how to allow it', (host) => {
    const verdict = checkRequestOrigin({ origin: 'http://localhost:3333', host });
    expect(verdict).toEqual({ allowed: false, reason: expect.stringContaining('--allow-host') });
  });

  test('allowed origins and hosts are exact', () => {
    const options = { allowedOrigins: ['https://app.example.com'], allowedHosts: ['devbox.local'] };
    expect(checkRequestOrigin({ origin: 'https://app.example.com', host: 'devbox.local:3333' }, options)).toEqual({ allowed: true });
    expect(checkRequestOrigin({ origin: 'http://app.example.com', host: 'devbox.local' }, options).allowed).toBe(false);
    expect(checkRequestOrigin({ origin: 'https://app.example.com.evil', host: 'devbox.local' }, options).allowed).toBe(false);
    expect(checkRequestOrigin({ host: 'other.local' }, options).allowed).toBe(false);
  });

  test('an overlong Origin is shortened in the message', () => {
    const verdict = checkRequestOrigin({ origin: `http://${'a'.repeat(10_000)}.example` });
    expect(verdict.allowed).toBe(false);
    if (!verdict.allowed) expect(verdict.reason.length).toBeLessThan(800);
  });
});

describe('normalizeOrigin', () => {
  test('lower-cases and drops default ports', () => {
    expect(normalizeOrigin('https://App.Example.com:443')).toBe('https://app.example.com');
    expect(normalizeOrigin('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
  });

  test.each(['app.example.com', 'https://app.example.com/path', 'https://user@app.example.com', 'https://app.example.com/?q'])('refuses %s, which is not an origin', (value) => {
    expect(() => normalizeOrigin(value)).toThrow(/--allow-origin expects an origin/);
  });
});

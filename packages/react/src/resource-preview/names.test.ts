import { describe, expect, it } from 'vitest';
import { displayName, downloadName } from './names.js';

describe('displayName', () => {
  it.each([
    ['file:///project/src/server.ts', 'server.ts'],
    ['file:///project/docs/', 'docs'],
    ['file:///project/docs/r%C3%A9sum%C3%A9.md?ref=main#top', 'résumé.md'],
    ['file:///bad/%E0%A4%A.md', '%E0%A4%A.md'],
    ['demo://live/clock', 'clock'],
    ['demo://empty', 'empty'],
  ])('%s → %s', (uri, expected) => {
    expect(displayName(uri)).toBe(expected);
  });
});

describe('downloadName', () => {
  it.each([
    ['file:///assets/logo.png', 'logo.png'],
    ['file:///x/..%2F..%2Fetc%2Fpasswd', '_.._etc_passwd'],
    ['file:///x/a%3Ab%7Cc%0A.txt', 'a_b_c_.txt'],
    ['file:///x/.hidden', 'hidden'],
    ['demo://', 'demo_'],
  ])('%s → %s', (uri, expected) => {
    expect(downloadName(uri)).toBe(expected);
  });
});

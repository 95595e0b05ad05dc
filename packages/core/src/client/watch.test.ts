import { expect, it } from 'vitest';
import { isSameOrSubResource } from './watch.js';

it.each([
  ['file:///project/docs', 'file:///project/docs', true],
  ['file:///project/docs/intro.md', 'file:///project/docs', true],
  ['file:///project/docs/intro.md', 'file:///project/docs/', true],
  ['file:///project/docs-old/intro.md', 'file:///project/docs', false],
  ['file:///project', 'file:///project/docs', false],
  ['FILE:///project/docs', 'file:///project/docs', false],
])('isSameOrSubResource(%j, %j) is %s', (uri, watched, expected) => {
  expect(isSameOrSubResource(uri, watched)).toBe(expected);
});

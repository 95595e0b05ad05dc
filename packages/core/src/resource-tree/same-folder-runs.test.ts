import { expect, it } from 'vitest';
import type { Resource } from '../client/types.js';
import { ASCENDING, markSameFolders, SAME_FOLDER } from './same-folder-runs.js';
import { emptyServerData, listItems } from './server-index.js';

/** The marks by their definition: both plain leaves (no query or fragment, no trailing `/`, not a directory) of the same folder. */
function expectedMarks(resources: readonly Resource[]): number[] {
  const folderOf = ({ uri, mimeType }: Resource) =>
    /[?#]/.test(uri) || uri.endsWith('/') || !uri.includes('/') || mimeType === 'inode/directory' ? undefined : uri.slice(0, uri.lastIndexOf('/') + 1);
  return resources.map((resource, index) => {
    const before = resources[index - 1];
    const folder = folderOf(resource);
    if (before === undefined || folder === undefined || folderOf(before) !== folder) return 0;
    return resource.uri > before.uri ? SAME_FOLDER | ASCENDING : SAME_FOLDER;
  });
}

it('marks an item that is a plain leaf of the folder of the plain leaf before it, and whether its URI sorts after that one', () => {
  const uris = [
    'file:///a/1.txt',
    'file:///a/2.txt',
    'file:///a/2.txt',
    'file:///a/0.txt',
    'file:///a/b/3.txt',
    'file:///a/b/4.txt?v=2',
    'file:///a/b/5.txt',
    'file:///a/b/5a.txt',
    'file:///a/b/',
    'file:///a/b/6.txt#top',
    'file:///a/b/7.txt',
    'file:///a/b/sub/',
    'file:///a/b/8.txt',
    'file:///a/b/dir',
    'file:///a/b/9.txt',
    'file:///a/bb/9.txt',
    'file:///a/b/9.txt',
    'file:///a?q=/a/1.txt',
    'file:///a?q=/a/2.txt',
    'urn:x',
    'urn:y',
    'file:///a/b/',
    'file:///a/b/10.txt',
    'file:///A/b/11.txt',
    'file:///a/b/12.txt',
    'file:///a/b/13.txt',
    'file:///a/b/14.txt',
  ];
  const resources: Resource[] = uris.map((uri) => ({ uri, name: uri, ...(uri.endsWith('/dir') && { mimeType: 'inode/directory' }) }));
  const data = emptyServerData('s', 'S');
  listItems(data, resources);
  // In two slices, as a group marks them: the second starts without the folder of the item before.
  const slice = uris.indexOf('file:///a/b/13.txt');
  markSameFolders(data, 0, slice);
  markSameFolders(data, slice, resources.length);
  const expected = expectedMarks(resources);
  expect(expected[slice]).toBe(SAME_FOLDER | ASCENDING);
  expected[slice] = 0;
  expect(Array.from(data.sameFolderAsPrevious.subarray(0, resources.length))).toEqual(expected);
  expect(expected.filter((mark) => mark === (SAME_FOLDER | ASCENDING))).toHaveLength(3);
  expect(expected.filter((mark) => mark === SAME_FOLDER)).toHaveLength(2);
});

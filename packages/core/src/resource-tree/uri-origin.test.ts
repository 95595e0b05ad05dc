import { describe, expect, it } from 'vitest';
import { splitUri } from './split-uri.js';
import { createOriginReader } from './uri-origin.js';

describe('createOriginReader', () => {
  const uris = ['x://h/a', 'x://h/b?q', 'x://hh/a', 'x://h', 'file:///a/b', 'file://', 'urn:isbn:1', 'x://h#top', 'x://h:80/a', 'y://h/a'];

  it('finds the origin splitUri finds, whatever came before', () => {
    const reader = createOriginReader();
    for (const uri of [...uris, ...[...uris].reverse()]) expect([uri, reader(uri)]).toEqual([uri, splitUri(uri).origin]);
  });

  it('keeps what it saw last to itself: two readers in turn each find the right origin', () => {
    const first = createOriginReader();
    const second = createOriginReader();
    for (const [index, uri] of uris.entries()) {
      const other = uris[uris.length - 1 - index]!;
      expect([uri, first(uri)]).toEqual([uri, splitUri(uri).origin]);
      expect([other, second(other)]).toEqual([other, splitUri(other).origin]);
    }
  });
});

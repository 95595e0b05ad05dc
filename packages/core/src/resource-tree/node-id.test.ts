import { describe, expect, it } from 'vitest';
import { folderNodeId, isResourceNodeId, parseNodeId, resourceNodeId, ROOT_NODE_ID, serverNodeId, templateNodeId } from './node-id.js';

describe('node ids', () => {
  it('reads back the server and URI of folder and resource ids, even when they hold the separator', () => {
    expect(parseNodeId(folderNodeId('s', 'file:///project/'))).toEqual({ kind: 'folder', serverId: 's', uri: 'file:///project/' });
    expect(parseNodeId(resourceNodeId('s', 'x://h/a\u0000b'))).toEqual({ kind: 'resource', serverId: 's', uri: 'x://h/a\u0000b' });
  });

  it('reads nothing from the root, server and template ids', () => {
    for (const id of [ROOT_NODE_ID, serverNodeId('s'), templateNodeId('s', 'x://h/{id}'), 'f', 'r\u0000no-separator']) expect(parseNodeId(id)).toBeUndefined();
  });

  it('tells resource ids from every other kind, whatever the server or URI holds', () => {
    expect(isResourceNodeId(resourceNodeId('t\u0000', 'r\u0000x'))).toBe(true);
    for (const id of [ROOT_NODE_ID, serverNodeId('r'), folderNodeId('r', 'r\u0000'), templateNodeId('r', 'x://h/{id}'), 'r', 'rx']) expect(isResourceNodeId(id)).toBe(false);
  });

  it('gives each kind of node its own id for the same server and URI', () => {
    const ids = [folderNodeId('s', 'x://h/'), resourceNodeId('s', 'x://h/'), templateNodeId('s', 'x://h/'), serverNodeId('x://h/')];
    expect(new Set(ids).size).toBe(ids.length);
  });
});

import type { Resource } from '@mcp-resource-kit/core';

/**
 * Resources shaped like the demo server's bulk catalog (`bulkEntry`: `file:///bulk/dir-NNN/item-NNNNN.txt`,
 * a title on every third, priority and `lastModified` annotations), with every tenth one made
 * awkward: accents and capitals, a name that is not the file name, no name, a description, an
 * audience, odd annotations, icons, other MIME types and schemes. Deterministic, for tests and the bench.
 */
export function sampleResource(index: number): Resource {
  const folder = String(Math.floor(index / 100)).padStart(3, '0');
  const file = `item-${String(index).padStart(5, '0')}.txt`;
  const base: Resource = {
    uri: `file:///bulk/dir-${folder}/${file}`,
    name: file,
    ...(index % 3 === 0 && { title: `Generated item ${index}` }),
    mimeType: 'text/plain',
    size: 60 + (index % 40),
    annotations: { priority: (index % 11) / 10, lastModified: new Date(Date.UTC(2026, 10, 1, 9) - (index % 365) * 86_400_000).toISOString() },
  };
  if (index % 10 !== 7) return base;
  switch (Math.floor(index / 10) % 10) {
    case 0:
      return { ...base, uri: `file:///Projects/Résumé/${folder}/Notes-${index}.md`, name: `Notes-${index}.md`, title: `Résumé notes ${index}`, mimeType: 'text/markdown' };
    case 1:
      return { ...base, name: `Report ${index}`, description: `Quarterly report for folder ${folder}, see item ${index}` };
    case 2:
      return { uri: `db://warehouse/orders/${index}`, name: '', mimeType: 'application/json', annotations: { audience: ['assistant'] } };
    case 3:
      return { ...base, uri: `https://example.com/images/photo-${index}.PNG`, name: `photo-${index}.PNG`, mimeType: 'image/png', annotations: { audience: ['user', 'assistant'], priority: 0.9 } };
    case 4:
      return { ...base, icons: [{ src: 'https://example.com/icon.png' }], annotations: { priority: 2, lastModified: 'yesterday' } };
    case 5:
      return { ...base, uri: `file:///src/app/${folder}/Main${index}.ts`, name: `Main${index}.ts`, mimeType: 'text/x-typescript', title: 'Ünïcödé Title İstanbul' };
    case 6:
      return { ...base, uri: `file:///bulk/dir-${folder}/item-${index}.txt`, name: `ITEM-${index}.TXT`, size: -1, annotations: { lastModified: '2026-10-01' } };
    case 7:
      return { ...base, uri: `mem:${index}`, name: `mem ${index}`, mimeType: undefined, annotations: { audience: ['user'] } } as Resource;
    case 8:
      return { ...base, title: '', description: 'Café au lait, naïve façade — ﬁle ligatures', _meta: { source: 'sample' } } as Resource;
    default:
      return { ...base, uri: `file:///bulk/dir-${folder}/${file}?rev=2#top`, mimeType: 'application/octet-stream' };
  }
}

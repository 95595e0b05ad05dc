import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeLinkHref, type MarkdownBlock, type MarkdownInline } from './markdown.js';

const text = (value: string): MarkdownInline => ({ type: 'text', value });

describe('parseMarkdown', () => {
  it('parses headings, paragraphs, fenced code and thematic breaks', () => {
    const blocks = parseMarkdown('# Title #\n\nFirst line\nsecond line\n\n```ts\nconst a = 1;\n\n```\n***\nSetext\n===\n');
    expect(blocks).toEqual<MarkdownBlock[]>([
      { type: 'heading', level: 1, children: [text('Title')] },
      { type: 'paragraph', children: [text('First line\nsecond line')] },
      { type: 'code', language: 'ts', value: 'const a = 1;\n' },
      { type: 'thematic-break' },
      { type: 'heading', level: 1, children: [text('Setext')] },
    ]);
  });

  it('parses nested lists, ordered lists with a start, and block quotes', () => {
    const blocks = parseMarkdown('- one\n- two\n  - nested\n\n3. three\n4. four\n\n> quoted **bold**\n> more');
    expect(blocks[0]).toEqual({
      type: 'list',
      ordered: false,
      start: 1,
      items: [
        [{ type: 'paragraph', children: [text('one')] }],
        [
          { type: 'paragraph', children: [text('two')] },
          { type: 'list', ordered: false, start: 1, items: [[{ type: 'paragraph', children: [text('nested')] }]] },
        ],
      ],
    });
    expect(blocks[1]).toMatchObject({ type: 'list', ordered: true, start: 3, items: [[{ type: 'paragraph' }], [{ type: 'paragraph' }]] });
    expect(blocks[2]).toEqual({
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [text('quoted '), { type: 'strong', children: [text('bold')] }, text('\nmore')] }],
    });
  });

  it('parses GFM tables with alignment', () => {
    const [table] = parseMarkdown('| Id | Severity | Finding |\n| --- | :---: | ---: |\n| SEC-114 | medium | `__Host-` prefix \\| cookies |\n');
    expect(table).toEqual({
      type: 'table',
      alignments: [undefined, 'center', 'right'],
      header: [[text('Id')], [text('Severity')], [text('Finding')]],
      rows: [[[text('SEC-114')], [text('medium')], [{ type: 'code', value: '__Host-' }, text(' prefix | cookies')]]],
    });
  });

  it('keeps raw HTML as literal text', () => {
    const blocks = parseMarkdown('<script>window.__pwned = 1</script>\n\n<img src=x onerror="alert(1)">');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [text('<script>window.__pwned = 1</script>')] },
      { type: 'paragraph', children: [text('<img src=x onerror="alert(1)">')] },
    ]);
  });

  it('decodes character references in text, link destinations and fence info, but not in code', () => {
    expect(parseMarkdown('AT&amp;T &copy; 2026 &#169; &#x41; &#0; &nosuchname; \\&amp; `&amp;`\n\n```c&#43;&#43;\n&lt;\n```')).toEqual<MarkdownBlock[]>([
      { type: 'paragraph', children: [text('AT&T © 2026 © A \ufffd &nosuchname; &amp; '), { type: 'code', value: '&amp;' }] },
      { type: 'code', language: 'c++', value: '&lt;' },
    ]);
    expect(parseInline('[a](https://example.com/?a=1&amp;b=2)')).toMatchObject([{ type: 'link', href: 'https://example.com/?a=1&b=2' }]);
  });

  it('resolves reference links and images through definitions anywhere in the document, which show nothing', () => {
    const blocks = parseMarkdown(
      'See [the spec][1], [Guide][], [guide] and ![logo][img].\n\n> [1]: https://example.com/spec "Spec"\n\n[GUIDE]:  <https://example.com/guide>\n[img]: https://example.com/logo.png\n[guide]: https://example.com/ignored\n\n[nowhere] and [x][nowhere] stay text.',
    );
    expect(blocks).toEqual<MarkdownBlock[]>([
      {
        type: 'paragraph',
        children: [
          text('See '),
          { type: 'link', href: 'https://example.com/spec', destination: 'https://example.com/spec', children: [text('the spec')] },
          text(', '),
          { type: 'link', href: 'https://example.com/guide', destination: 'https://example.com/guide', children: [text('Guide')] },
          text(', '),
          { type: 'link', href: 'https://example.com/guide', destination: 'https://example.com/guide', children: [text('guide')] },
          text(' and '),
          { type: 'image', alt: 'logo', source: 'https://example.com/logo.png' },
          text('.'),
        ],
      },
      { type: 'blockquote', children: [] },
      { type: 'paragraph', children: [text('[nowhere] and [x][nowhere] stay text.')] },
    ]);
  });

  it('reads a definition-like line inside a paragraph or a code block as text', () => {
    expect(parseMarkdown('Text\n[a]: https://example.com\n\n```\n[b]: https://example.com\n```\n\n[b]')).toEqual<MarkdownBlock[]>([
      { type: 'paragraph', children: [text('Text\n[a]: https://example.com')] },
      { type: 'code', language: undefined, value: '[b]: https://example.com' },
      { type: 'paragraph', children: [text('[b]')] },
    ]);
  });

  it('gives no href to hostile destinations, however they are written', () => {
    const [paragraph] = parseMarkdown(
      '[a](javascript:alert(1)) [b](&#106;avascript:alert(1)) [c](java&#x09;script:alert(1)) [d](data:text/html,x) [e][e] <javascript:alert(1)>\n\n[e]: &#x6A;avascript:alert(2)',
    );
    const links = (paragraph as Extract<MarkdownBlock, { type: 'paragraph' }>).children.filter((node) => node.type === 'link');
    expect(links.map((link) => [link.destination, link.href])).toEqual([
      ['javascript:alert(1)', undefined],
      ['javascript:alert(1)', undefined],
      ['java\tscript:alert(1)', undefined],
      ['data:text/html,x', undefined],
      ['javascript:alert(2)', undefined],
      ['javascript:alert(1)', undefined],
    ]);
  });

  it('parses indented code only outside paragraphs', () => {
    expect(parseMarkdown('    npm start\n    npm test\n')).toEqual([{ type: 'code', language: undefined, value: 'npm start\nnpm test' }]);
    expect(parseMarkdown('text\n    more')).toEqual([{ type: 'paragraph', children: [text('text\n    more')] }]);
  });

  it('stays fast on hostile input', () => {
    const started = performance.now();
    parseMarkdown(`${'*a '.repeat(20_000)}\n\n${'['.repeat(20_000)}\n\n${'> '.repeat(5_000)}x\n\n${'_'.repeat(19_000)}\n\n${'`'.repeat(10_000)}`);
    parseMarkdown(Array.from({ length: 200 }, (_, depth) => `${'  '.repeat(depth)}- item`).join('\n'));
    // Inputs that took a CommonMark library (micromark) from seconds to over a minute, and many definitions and references.
    parseMarkdown(`${'*'.repeat(20_000)}a${'*'.repeat(20_000)}\n\n${'[a]('.repeat(5_000)}\n\n${'&amp;'.repeat(10_000)}`);
    parseMarkdown(`${'[a][b] '.repeat(10_000)}\n\n${Array.from({ length: 5_000 }, (_, index) => `[b${index}]: https://example.com/${index}`).join('\n')}`);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('parseInline', () => {
  it('parses emphasis, strong, strikethrough, code and escapes', () => {
    expect(parseInline('a *b* __c__ ~~d~~ `e*f*` \\*g\\*')).toEqual([
      text('a '),
      { type: 'emphasis', children: [text('b')] },
      text(' '),
      { type: 'strong', children: [text('c')] },
      text(' '),
      { type: 'strikethrough', children: [text('d')] },
      text(' '),
      { type: 'code', value: 'e*f*' },
      text(' *g*'),
    ]);
  });

  it('leaves intraword underscores and unmatched delimiters alone', () => {
    expect(parseInline('snake_case_name and 2 * 3 * 4')).toEqual([text('snake_case_name and 2 * 3 * 4')]);
  });

  it('parses links, keeping href only for safe schemes', () => {
    expect(parseInline('[docs](https://example.com/a_(b) "Title") and [x](javascript:alert(1)) and [rel](./api.md)')).toEqual([
      { type: 'link', href: 'https://example.com/a_(b)', destination: 'https://example.com/a_(b)', children: [text('docs')] },
      text(' and '),
      { type: 'link', href: undefined, destination: 'javascript:alert(1)', children: [text('x')] },
      text(' and '),
      { type: 'link', href: undefined, destination: './api.md', children: [text('rel')] },
    ]);
  });

  it('parses autolinks and images (which are never loaded)', () => {
    expect(parseInline('<https://example.com> <ops@example.com> ![logo](https://tracker.example/p.png)')).toEqual([
      { type: 'link', href: 'https://example.com', destination: 'https://example.com', children: [text('https://example.com')] },
      text(' '),
      { type: 'link', href: 'mailto:ops@example.com', destination: 'mailto:ops@example.com', children: [text('ops@example.com')] },
      text(' '),
      { type: 'image', alt: 'logo', source: 'https://tracker.example/p.png' },
    ]);
  });

  it('parses hard line breaks', () => {
    expect(parseInline('a  \nb\\\nc')).toEqual([text('a'), { type: 'break' }, text('b'), { type: 'break' }, text('c')]);
  });
});

describe('safeLinkHref', () => {
  it.each([
    ['https://example.com/x', 'https://example.com/x'],
    ['HTTP://example.com', 'HTTP://example.com'],
    ['mailto:a@example.com', 'mailto:a@example.com'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    [' \u0001javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox', undefined],
    ['file:///etc/passwd', undefined],
    ['//evil.example/x', undefined],
    ['/relative', undefined],
    ['https:evil', undefined],
  ])('%j → %j', (input, expected) => {
    expect(safeLinkHref(input)).toBe(expected);
  });
});

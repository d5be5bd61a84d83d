import { describe, expect, it } from 'vitest';
import { excerptOf, renderArticle } from './markdown';

/**
 * Hostile Markdown an author (or a stolen admin session) could save. Whatever goes in, the HTML
 * that comes out must hold no script, no event handler, no dangerous URL and no style.
 */
const HOSTILE_INPUTS: Record<string, string> = {
  'script tag': '<script>alert(1)</script>',
  'script tag inside a paragraph': 'Hello <script>alert(document.cookie)</script> world',
  'upper-case script': '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  'img onerror': '<img src=x onerror="alert(1)">',
  'svg onload': '<svg onload=alert(1)><circle r="1"/></svg>',
  iframe: '<iframe src="https://evil.example"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'object and embed': '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  'style tag': '<style>body { display: none }</style>',
  'style attribute': '<p style="position:fixed;top:0;left:0;width:100%;height:100%">x</p>',
  'form and button':
    '<form action="https://evil.example"><button formaction="javascript:alert(1)">Go</button></form>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  'base tag': '<base href="https://evil.example/">',
  'markdown javascript link': '[click](javascript:alert(1))',
  'markdown upper-case scheme': '[click](JaVaScRiPt:alert(1))',
  'entity-encoded scheme': '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  'hex-entity scheme': '[click](&#x6A;avascript&#x3A;alert(1))',
  'tab inside the scheme': '[click](java&#9;script:alert(1))',
  'newline entity inside the scheme': '[click](java&#10;script:alert(1))',
  'leading spaces and control characters': '[click](%20javascript:alert(1))',
  'url-encoded scheme': '[click](javascript%3Aalert(1))',
  'vbscript link': '[click](vbscript:msgbox(1))',
  'data link': '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'data image': '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  'javascript image': '![x](javascript:alert(1))',
  'reference-style javascript link': '[click][evil]\n\n[evil]: javascript:alert(1)',
  'autolink with javascript': '<javascript:alert(1)>',
  'raw anchor with javascript': '<a href="javascript:alert(1)">x</a>',
  'raw anchor with event handler':
    '<a href="https://example.com" onclick="alert(1)" onmouseover="alert(2)">x</a>',
  'nested links': '[outer [inner](javascript:alert(1))](https://example.com)',
  'link title breaking out': '[x](https://example.com "a\\" onmouseover=\\"alert(1))',
  'image alt breaking out': '![a" onerror="alert(1)](https://example.com/x.png)',
  'html comment hiding script': '<!-- --><script>alert(1)</script><!-- -->',
  'unclosed tags': '<img src=x onerror=alert(1)//',
  'math with href': '<math><mtext><a xlink:href="javascript:alert(1)">x</a></mtext></math>',
  'details ontoggle': '<details open ontoggle=alert(1)>',
  'code span is escaped': '`<script>alert(1)</script>`',
  'fenced code is escaped': '```html\n<img src=x onerror=alert(1)>\n```',
  'table cell with html': '| a |\n|---|\n| <img src=x onerror=alert(1)> |',
  'protocol-relative link': '[x](//evil.example/path)',
};

/** Tags a rendered article may hold; anything else got through the sanitiser. */
const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr blockquote pre code em strong del s ul ol li a img table thead tbody tr th td'.split(
    ' ',
  ),
);

/** Attribute names a tag may carry; event handlers, style, srcdoc and the like are not among them. */
const ALLOWED_ATTRIBUTES = new Set(['href', 'title', 'rel', 'target', 'src', 'alt', 'start', 'align']);
const attributeNamesOf = (tag: string): string[] =>
  [...tag.replace(/"[^"]*"/g, '""').matchAll(/\s([^\s=/>]+)(?==|\s|\/?>)/g)].map((match) => match[1] ?? '');

/**
 * The tags of the output. The renderer escapes every `<` of text, so each literal `<` opens a
 * real element: what a browser would build.
 */
const tagsOf = (html: string): string[] => html.match(/<[^>]*>/g) ?? [];
const tagName = (tag: string) => /^<\/?([a-z0-9]+)/i.exec(tag)?.[1]?.toLowerCase() ?? tag;

/** Every href/src value in the output, entities decoded as a browser would. */
function urlsOf(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
      .replace(/&amp;/g, '&')
      .replace(/[\s\p{Cc}]/gu, ''),
  );
}

describe('renderArticle against hostile Markdown', () => {
  it('checks a list long enough to mean something', () => {
    expect(Object.keys(HOSTILE_INPUTS).length).toBeGreaterThanOrEqual(25);
  });

  for (const [name, input] of Object.entries(HOSTILE_INPUTS)) {
    it(`neutralises ${name}`, () => {
      const html = renderArticle(input);
      const tags = tagsOf(html);
      for (const tag of tags) expect(ALLOWED_TAGS.has(tagName(tag)), `${tag} in ${html}`).toBe(true);
      for (const tag of tags)
        for (const attribute of attributeNamesOf(tag))
          expect(ALLOWED_ATTRIBUTES.has(attribute.toLowerCase()), `${attribute} in ${html}`).toBe(true);
      for (const url of urlsOf(tags.join(' '))) {
        // A relative address (no scheme) stays on this site; a scheme must be one of ours.
        expect(url, html).not.toMatch(/^\/\//);
        if (/^[a-z][a-z0-9+.-]*:/i.test(url)) expect(url, html).toMatch(/^(https?|mailto|tel):/i);
      }
    });
  }

  it('shows raw HTML as text rather than dropping what the author wrote', () => {
    expect(renderArticle('Use <b>bold</b> sparingly')).toBe('<p>Use &lt;b&gt;bold&lt;/b&gt; sparingly</p>\n');
  });

  it('keeps code samples readable', () => {
    expect(renderArticle('`<script>`')).toBe('<p><code>&lt;script&gt;</code></p>\n');
  });
});

describe('renderArticle with honest Markdown', () => {
  it('renders headings, emphasis, lists and tables', () => {
    const html = renderArticle(
      '## Cement\n\n*Buy* **early**:\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Cement</h2>');
    expect(html).toContain('<em>Buy</em> <strong>early</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
  });

  it('keeps safe links and opens them without handing over the page', () => {
    expect(renderArticle('[Kadirio](https://kadirio.example/plans)')).toBe(
      '<p><a href="https://kadirio.example/plans" rel="nofollow noopener noreferrer" target="_blank">Kadirio</a></p>\n',
    );
    expect(renderArticle('[call](tel:+255712345678)')).toContain('href="tel:+255712345678"');
  });

  it('keeps https images with their alt text', () => {
    expect(renderArticle('![A slab](https://example.com/slab.jpg)')).toContain(
      '<img src="https://example.com/slab.jpg" alt="A slab" />',
    );
  });
});

describe('excerptOf', () => {
  it('answers the opening words as plain text', () => {
    expect(excerptOf('# Title\n\nSome *text* & more', 100)).toBe('Title. Some text & more.');
  });

  it('keeps the punctuation a block already ends with', () => {
    expect(excerptOf('## Why?\n\n- one\n- two!', 100)).toBe('Why? one. two!');
  });

  it('cuts at a word and marks the cut', () => {
    expect(excerptOf('one two three four five six seven', 16)).toBe('one two three…');
  });
});

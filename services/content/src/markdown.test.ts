import { describe, expect, test } from 'vitest';
import { uploadsNamedIn } from '@site/contracts/content-editing';
import { renderMarkdown } from './markdown.ts';

describe('renderMarkdown', () => {
  test('renders the Markdown a blog post uses', () => {
    const html = renderMarkdown('## Heading\n\nSome **bold** and *emphasis*.\n\n- one\n- two\n\n1. first\n\n> quoted\n\n`code`\n\n```\nblock\n```');
    expect(html).toContain('<h2>Heading</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<pre><code>block\n</code></pre>');
  });

  test('escapes a <script> element instead of passing it through', () => {
    const html = renderMarkdown('Before\n\n<script>alert(document.cookie)</script>\n\nAfter <script src="https://evil.example/x.js"></script>');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(html).toContain('&lt;script src="https://evil.example/x.js"&gt;');
  });

  test('escapes raw HTML blocks and inline tags, with their event handlers', () => {
    const html = renderMarkdown(
      '<div onclick="steal()">block</div>\n\nInline <img src=x onerror="steal()"> and <a href="https://evil.example">tag</a> and <iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<(div|img|iframe|a)\b/i);
    // Shown as text (a quote in text needs no escaping), never as an element.
    expect(html).toContain('&lt;div onclick="steal()"&gt;');
    expect(html).toContain('&lt;img src=x onerror="steal()"&gt;');
    expect(html).toContain('&lt;iframe');
  });

  test('keeps only what Markdown makes: no attribute outside the allowlist survives, even on allowed elements', () => {
    const html = renderMarkdown('# Title\n\n**bold** [link](https://example.com "t") ![alt](/media/a.png)\n\n```js\ncode\n```\n\n| a |\n|:-:|\n| b |');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<a href="https://example.com" title="t" target="_blank" rel="noopener noreferrer">link</a>');
    expect(html).toContain('<img src="/media/a.png" alt="alt" />');
    expect(html).toContain('<code class="language-js">');
    // Alignment as a class: the site's CSP refuses inline style attributes.
    expect(html).toContain('<th class="align-center">a</th>');
    expect(html).not.toContain('style=');
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  test.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['javascript&#58;alert(1)'],
    ['java\tscript:alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['file:///etc/passwd'],
  ])('drops a %s link and keeps its text', (target) => {
    const html = renderMarkdown(`[click me](${target}) and <${target}>`);
    expect(html).not.toMatch(/href=/i);
    expect(html).not.toMatch(/<a\b/i);
    expect(html).toContain('click me');
  });

  test('drops a javascript: image source', () => {
    const html = renderMarkdown('![chart](javascript:alert(1))');
    expect(html).not.toMatch(/<img/i);
  });

  test('an upload the library knows is sized, offered in its narrower copies and lazy; anything else is left as written', () => {
    const photo = 'a'.repeat(32);
    const animation = 'b'.repeat(32);
    const images = {
      [photo]: { width: 1000, height: 500, contentType: 'image/jpeg' },
      [animation]: { width: 300, height: 200, contentType: 'image/gif' },
    };
    expect(renderMarkdown(`![Agent panel](/media/${photo}.jpg)`, images)).toBe(
      `<p><img src="/media/${photo}.jpg" alt="Agent panel" width="1000" height="500" ` +
        `srcset="/media/${photo}-480.webp 480w, /media/${photo}-960.webp 960w, /media/${photo}.jpg 1000w" ` +
        `sizes="(min-width: 42rem) 40rem, 100vw" loading="lazy" decoding="async" /></p>\n`,
    );
    // A GIF may be animated: served only as uploaded.
    expect(renderMarkdown(`![](/media/${animation}.gif)`, images)).toBe(
      `<p><img src="/media/${animation}.gif" alt="" width="300" height="200" loading="lazy" decoding="async" /></p>\n`,
    );
    expect(renderMarkdown(`![Gone](/media/${'c'.repeat(32)}.png) ![Drawn](/images/a.svg)`, images)).toBe(
      `<p><img src="/media/${'c'.repeat(32)}.png" alt="Gone" /> <img src="/images/a.svg" alt="Drawn" /></p>\n`,
    );
    expect(uploadsNamedIn(`![a](/media/${photo}.jpg) and [b](/media/${photo}.jpg) ![c](/media/${animation}.gif)`)).toEqual([photo, animation]);
  });

  test('does not turn bare URLs into links', () => {
    expect(renderMarkdown('See https://example.com for more.')).not.toContain('<a');
  });

  test('external links open in a new tab without access to this page; in-site links stay as they are', () => {
    const external = renderMarkdown('[PCI SSC](https://www.pcisecuritystandards.org/)');
    expect(external).toContain('<a href="https://www.pcisecuritystandards.org/" target="_blank" rel="noopener noreferrer">PCI SSC</a>');
    const internal = renderMarkdown('[Agent-assisted payments](/solutions/agent-assisted) and [FAQ](#faq)');
    expect(internal).toContain('<a href="/solutions/agent-assisted">Agent-assisted payments</a>');
    expect(internal).toContain('<a href="#faq">FAQ</a>');
    expect(internal).not.toContain('target=');
  });

  test('a single-# heading becomes an h2: the page title is the only h1', () => {
    expect(renderMarkdown('# Title\n\n### Sub')).toBe('<h2>Title</h2>\n<h3>Sub</h3>\n');
  });
});

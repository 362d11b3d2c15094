import { describe, expect, it } from 'vitest';
import { withoutScripts } from './static-copy.ts';

describe('the static copy of a page', () => {
  it('keeps the markup and the data blocks, and drops every script that would run', () => {
    const html =
      '<head><script>try{x()}catch(e){}</script><script src="/assets/landing.1.js" defer data-app-entry="/assets/main.1.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
      '<body><div id="root"><h1>Pay</h1></div><script type="application/json" id="remotes-map">{}</script><script type=module src=/x.js></script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head>' +
        '<body><div id="root"><h1>Pay</h1></div><script type="application/json" id="remotes-map">{}</script></body>',
    );
  });
});

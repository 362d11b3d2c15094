import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { pageAddress } from './page-address.ts';
import { fillNoScriptSlot, NO_SCRIPT_SEARCH_STYLE_SOURCE, noScriptSearchFill, type FindPages } from './page-no-script-search.ts';

const log = pino({ level: 'silent' });
const HIT = { title: 'PCI DSS <compliance>', url: '/solutions/pci-dss', description: 'Descope "your" contact centre.', category: 'Solutions' };
const findPages: FindPages = async (query, limit) => (query === 'pci' ? [HIT].slice(0, limit) : []);
/** The search page's markup as the prerenderer captured it: the slot rendered empty. */
const MARKUP =
  '<main><form role="search"><input id="q1" name="q" type="search" data-search-page-query="" value="" maxLength="200"/></form><noscript data-no-script-slot="search-results"></noscript><p role="status">Type what you are looking for and press Search.</p></main>';

describe('the search page for a browser without script', () => {
  it("lists the pages matching the address's query in the slot, escaped, with the style its policy admits", async () => {
    const fill = await noScriptSearchFill(pageAddress('/search?q=+pci+'), findPages, log);
    expect(fill?.styleSource).toBe(NO_SCRIPT_SEARCH_STYLE_SOURCE);
    expect(NO_SCRIPT_SEARCH_STYLE_SOURCE).toBe(`'sha256-${createHash('sha256').update(fill!.css).digest('base64')}'`);
    const markup = fillNoScriptSlot(MARKUP, fill!);
    expect(markup).toContain('<p>1 result for “pci”</p>');
    expect(markup).toContain('<a href="/solutions/pci-dss">PCI DSS &lt;compliance&gt;</a>');
    expect(markup).toContain('Descope &quot;your&quot; contact centre.');
    // The app's own summary stays, hidden by the slot's style for a browser without script.
    expect(markup).toContain('<p role="status">Type what you are looking for');
    expect(markup.indexOf('<noscript')).toBeLessThan(markup.indexOf('<p role="status">'));
    // The query box shows what was searched for, trimmed, as the app's render of this address does.
    expect(markup).toContain('<input id="q1" name="q" type="search" data-search-page-query="" value="pci" maxLength="200"/>');
  });

  it('writes the query into the box escaped, and adds the value where the box had none', async () => {
    const hostile = await noScriptSearchFill(pageAddress(`/search?q=${encodeURIComponent('"><script>x</script>')}`), findPages, log);
    expect(fillNoScriptSlot(MARKUP, hostile!)).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    const bare = '<input name="q" data-search-page-query=""/><noscript data-no-script-slot="search-results"></noscript>';
    expect(fillNoScriptSlot(bare, (await noScriptSearchFill(pageAddress('/search?q=pci'), findPages, log))!)).toContain(
      '<input name="q" data-search-page-query="" value="pci"/>',
    );
  });

  it('says when nothing matches, and when search is unavailable', async () => {
    const none = await noScriptSearchFill(pageAddress('/search?q=zzqx'), findPages, log);
    expect(none?.slot).toContain('No results for “zzqx”');
    const down = await noScriptSearchFill(pageAddress('/search?q=pci'), () => Promise.reject(new Error('index not built')), log);
    expect(down?.slot).toContain('Search is unavailable right now');
    expect(down?.slot).toContain('href="/html-sitemap.html"');
  });

  it('escapes the query it repeats', async () => {
    const fill = await noScriptSearchFill(pageAddress(`/search?q=${encodeURIComponent('<script>x</script>')}`), findPages, log);
    expect(fill?.slot).toContain('“&lt;script&gt;x&lt;/script&gt;”');
    expect(fill?.slot).not.toContain('<script>x');
  });

  it('leaves every other page, a query too short to search and a server without search alone', async () => {
    expect(await noScriptSearchFill(pageAddress('/partners?q=pci'), findPages, log)).toBeUndefined();
    expect(await noScriptSearchFill(pageAddress('/search?q=p'), findPages, log)).toBeUndefined();
    expect(await noScriptSearchFill(pageAddress('/search'), findPages, log)).toBeUndefined();
    expect(await noScriptSearchFill(pageAddress('/search?q=pci'), undefined, log)).toBeUndefined();
  });
});

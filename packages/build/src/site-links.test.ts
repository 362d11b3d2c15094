import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { siteLinksIn, siteLinksOf } from './site-links.ts';

test('the section-owned paths a script names, wherever they are quoted; the shell’s, files and API paths are not links to sections', () => {
  const script = `const a={to:"/legal/privacy-policy"},b='/partners/payment-gateways#on-net',c=\`/resources/blog?page=2\`;
    fetch("/api/leads");n("/contact");u="/remotes/legal/1.0.0/remoteEntry.js";h="/legal/";x="/Legal/X";t=\`/resources/blog/\${slug}\``;
  expect(siteLinksIn(script).toSorted()).toEqual(['/legal', '/legal/privacy-policy', '/partners/payment-gateways', '/resources/blog']);
});

test('a build’s links come from its scripts and page documents, not from source maps', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-links-'));
  try {
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/1.js'), 'e("/solutions/agent-assisted")');
    await writeFile(path.join(dir, 'pages.html'), '<a href="/legal/cookie-policy">Cookies</a>');
    await writeFile(path.join(dir, 'assets/1.js.map'), '{"sources":["/partners/secret"]}');
    expect(await siteLinksOf(dir)).toEqual(['/legal/cookie-policy', '/solutions/agent-assisted']);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

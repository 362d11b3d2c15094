import { TestAgent } from '@site/identity/test-sign-in';
import { summarize, type Summary } from './stats.ts';

/** What `npm run bench` measures of editing: Publish in the admin to the page served prerendered. */
export interface PublishLatencyResult {
  /** From the publish request to the first GET of the post's URL whose HTML is prerendered and shows it. */
  visibleMs: Summary;
  runs: number;
}

const SEED_PASSWORD = 'keyline-local-only';

const post = (run: number) => ({
  slug: `bench-publish-${run}-${Date.now().toString(36)}`,
  title: `Bench publish ${run}: card payments that never touch an agent`,
  excerpt: 'A post the benchmark publishes and times.',
  bodyMarkdown: '## Why\n\nTo time how long a publish takes to reach visitors.',
  author: { name: 'Bench Editor', role: '' },
  tags: ['bench'],
  heroImage: { url: '/images/blog/cover.svg', alt: 'A cover' },
  seoTitle: '',
  seoDescription: '',
});

/** The HTML a crawler gets is the prerendered page (the emotion rules in the head) and names the post. */
async function prerenderedWith(url: string, text: string): Promise<boolean> {
  const response = await fetch(url);
  const html = await response.text();
  return response.status === 200 && html.includes('<style data-emotion="site ') && html.slice(html.search(/<div id=["']?root/)).includes(text);
}

/**
 * Signs in as the seeded editor through the local identity provider, then for each run creates a
 * blog post and publishes it, timing from the publish request to the post's URL serving the
 * prerendered page with its title (polled every 50 ms, no cache). Runs after everything else on
 * the server: each publish re-renders pages on the same cores.
 */
export async function measurePublishLatency(url: string, runs: number): Promise<PublishLatencyResult> {
  const editor = new TestAgent();
  // Editing happens on the admin origin, where sign-in ends; the post is read on the public one.
  const admin = new URL((await editor.signIn(url, 'editor@keyline.example', SEED_PASSWORD)).finalUrl).origin;
  const send = async (path: string, body: unknown) => {
    const response = await editor.request(`${admin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: admin },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; revision: number };
  };
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const data = post(run);
    const entry = await send('/api/admin/content', { type: 'blog-post', data });
    const started = performance.now();
    await send(`/api/admin/content/${entry.id}/publish`, { revision: entry.revision });
    while (!(await prerenderedWith(`${url}/resources/blog/${data.slug}`, data.title))) {
      if (performance.now() - started > 60_000) throw new Error(`${data.slug} was not served prerendered within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    times.push(performance.now() - started);
    // Let the rest of the re-render finish, so each run starts from a quiet prerenderer.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  return { visibleMs: summarize(times), runs };
}

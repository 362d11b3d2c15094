import { afterAll, describe, expect, test } from 'vitest';
import { BODY_ELEMENT_LIMIT, BodyRenderer, BodyRendererBusy, BodyRenderTimeout, renderForSave } from './body-renderer.ts';
import { countElements, renderMarkdown } from './markdown.ts';

/** The auditor's body: 100,000 characters that make 25,000 `<em>` elements. */
const STAR_A = '*a'.repeat(50_000);
/** The slowest 100,000-character body we found that makes a small page (one paragraph): about 230 ms to render here. */
const SLOW = '!['.repeat(50_000);

describe('body renderer', () => {
  // A time limit no render here approaches, even on a busy machine: these tests are about the other bounds.
  const renderer = new BodyRenderer({ timeLimitMs: 30_000 });
  afterAll(() => renderer.close());

  test('renders on its thread exactly what renderMarkdown renders, and counts the elements', async () => {
    const markdown = '# Title\n\nSome **bold** and a [link](https://example.com).\n\n<script>alert(1)</script>';
    const body = await renderer.render(markdown);
    expect(body.html).toBe(renderMarkdown(markdown));
    expect(body.elements).toBe(countElements(body.html));
    expect(body.elements).toBe(5); // h2, p, strong, a, p (the script is text)
    expect(body.ms).toBeGreaterThanOrEqual(0);
  });

  test('countElements counts tags, not the escaped < of the text', () => {
    expect(countElements(renderMarkdown('a < b and <b> and 1<2'))).toBe(1);
    expect(countElements(renderMarkdown('*a* '.repeat(3)))).toBe(4); // p and three em
  });

  test("the auditor's *a body is refused at save, saying why in an editor's words", async () => {
    const check = await renderForSave(renderer, STAR_A);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.problem).toContain('25,001 pieces of formatting');
    expect(check.problem).toContain(`at most ${BODY_ELEMENT_LIMIT.toLocaleString('en-GB')}`);
    expect(check.problem).toMatch(/such as \* or _/);
  });

  test('a real long document is accepted with room to spare', async () => {
    const paragraph = 'A contact centre that takes card payments by phone has **several** ways to keep card numbers out of its [recordings](/solutions). ';
    const document = Array.from({ length: 120 }, (_, index) => `## Part ${index}\n\n${paragraph.repeat(6)}\n\n- one\n- two\n`).join('\n');
    expect(document.length).toBeGreaterThan(90_000);
    const check = await renderForSave(renderer, document.slice(0, 100_000));
    expect(check).toMatchObject({ ok: true, html: expect.stringContaining('<h2>Part 119</h2>') });
  });

  test('a body slower than the time limit is abandoned and refused; the next body gets a fresh thread', async () => {
    // SLOW takes 230 ms or more (more on a busy machine), so it always outlasts this limit.
    const strict = new BodyRenderer({ timeLimitMs: 50 });
    try {
      await strict.render('warm').catch(() => undefined); // the thread's start-up is not counted against a body
      await expect(strict.render(SLOW)).rejects.toBeInstanceOf(BodyRenderTimeout);
      const check = await renderForSave(strict, SLOW);
      expect(check).toMatchObject({ ok: false, problem: expect.stringContaining('took longer than 0.05 s to prepare for the page, so it was not saved') });
      // A small body on the new thread: tried a few times, in case a busy machine holds even that past 50 ms.
      let after: string | undefined;
      for (let attempt = 0; attempt < 5 && after === undefined; attempt++) after = (await strict.render('after *that*').catch(() => undefined))?.html;
      expect(after).toBe('<p>after <em>that</em></p>\n');
    } finally {
      await strict.close();
    }
  });

  test('past the waiting limit a body is refused as busy, not queued', async () => {
    const small = new BodyRenderer({ maxWaiting: 1 });
    try {
      const first = small.render('one');
      const second = small.render('two');
      await expect(small.render('three')).rejects.toBeInstanceOf(BodyRendererBusy);
      expect((await first).html).toBe('<p>one</p>\n');
      expect((await second).html).toBe('<p>two</p>\n');
    } finally {
      await small.close();
    }
  });

  test('slow bodies render without holding the event loop', async () => {
    await renderer.render('warm');
    let longestGap = 0;
    let last = performance.now();
    let ticking = true;
    const tick = () => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      if (ticking) setTimeout(tick, 1);
    };
    setTimeout(tick, 1);
    const bodies = await Promise.all([renderer.render(SLOW), renderer.render(STAR_A), renderer.render(SLOW)]);
    ticking = false;
    expect(bodies.map((body) => body.elements)).toEqual([1, 25_001, 1]);
    // Rendered on this thread, each would hold it for its whole render: the gap would be at least the slowest render.
    const slowest = Math.max(...bodies.map((body) => body.ms));
    expect(slowest).toBeGreaterThan(50);
    expect(longestGap, `longest gap ${longestGap.toFixed(0)} ms; renders ${bodies.map((body) => body.ms.toFixed(0)).join(', ')} ms`).toBeLessThan(slowest);
  });
});

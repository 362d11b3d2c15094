import type { Page } from '@playwright/test';

export interface LayoutReport {
  /** How far the page scrolls sideways (0 when nothing sticks out). */
  horizontalScroll: number;
  /** Elements reaching past the viewport's right edge without a scrolling container around them. */
  overflowing: string[];
  /** Card grids (`data-grid`) whose last row holds one card while the rows above hold more. */
  loneCards: string[];
  /** Rendered images that did not load, have no natural size or have no alt attribute. */
  brokenImages: string[];
  /** Whether the page's top band shows a drawing or picture beside its title. */
  heroVisual: boolean;
}

/**
 * Scrolls through the page (so lazy parts render), loads every rendered image, then measures
 * the page as laid out now. Runs in the page: one round trip per width.
 */
export async function layoutReport(page: Page): Promise<LayoutReport> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    }
    window.scrollTo(0, 0);
    // Parts that render as they come into view (the home page's lower half) may add lazy images
    // after the scroll has passed them: loaded now, so every rendered image can be judged.
    for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].filter((image) => image.getClientRects().length > 0).every((image) => image.complete), undefined, {
    timeout: 15_000,
  });
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const test = element.getAttribute('data-testid') ? `[data-testid=${element.getAttribute('data-testid')}]` : '';
      const text = (element.textContent ?? '').trim().replaceAll(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${test} "${text}"`;
    };
    const rendered = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== 'none' && style.visibility !== 'hidden' && element.getClientRects().length > 0;
    };
    // Inside a container that scrolls or clips sideways, sticking out of the viewport is by design.
    const clippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const viewportWidth = document.documentElement.clientWidth;
    const overflowing = [...document.body.querySelectorAll('*')]
      .filter((element) => !(element instanceof SVGElement && !(element instanceof SVGSVGElement)))
      .filter((element) => rendered(element) && element.getBoundingClientRect().right > viewportWidth + 1 && !clippedByAncestor(element))
      .map(describe);

    const loneCards = [...document.querySelectorAll('[data-grid]')].filter(rendered).flatMap((grid) => {
      const items = [...grid.children].filter(rendered);
      const rows = new Map<number, number>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
      const widest = Math.max(...counts);
      return counts.length > 1 && counts.at(-1) === 1 && widest > 1 ? [`${describe(grid)} rows ${counts.join('+')}`] : [];
    });

    const brokenImages = [...document.images]
      .filter(rendered)
      .filter((image) => !image.complete || image.naturalWidth === 0 || !image.hasAttribute('alt'))
      .map((image) => `${image.currentSrc || image.src} (alt: ${image.getAttribute('alt') ?? 'missing'})`);

    const hero = document.querySelector('main [data-hero-visual], main article img, main video[poster]');
    return {
      horizontalScroll: document.documentElement.scrollWidth - viewportWidth,
      overflowing,
      loneCards,
      brokenImages,
      heroVisual: hero !== null,
    };
  });
}

/** The smallest text a drawing may show, in CSS px as drawn on the page. */
export const MIN_DRAWING_TEXT_PX = 11;

/**
 * Drawings (the site's SVG pictures, `/images/…`) whose smallest text, at the size the page shows
 * them, is under `MIN_DRAWING_TEXT_PX`: a diagram shrunk to a phone's width can leave its labels
 * unreadable. Each drawing is opened as a document of its own, so its styles (attributes, classes,
 * inheritance) decide the font size, scaled by how wide the page draws it against its viewBox.
 */
export async function smallDrawingText(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.getClientRects().length > 0 && getComputedStyle(image).visibility !== 'hidden')
      .map((image) => ({ src: image.currentSrc || image.src, width: image.getBoundingClientRect().width }))
      .filter(({ src }) => new URL(src).pathname.startsWith('/images/') && new URL(src).pathname.endsWith('.svg')),
  );
  const drawing = await page.context().newPage();
  try {
    const offenders: string[] = [];
    for (const { src, width } of shown) {
      await drawing.goto(src);
      const smallest = await drawing.evaluate(() => {
        const svg = document.documentElement as unknown as SVGSVGElement;
        const viewBoxWidth = svg.viewBox.baseVal?.width || svg.width.baseVal.value;
        const sizes = [...document.querySelectorAll('text, tspan')]
          .filter((text) => (text.textContent ?? '').trim() !== '')
          .map((text) => Number.parseFloat(getComputedStyle(text).fontSize));
        return sizes.length === 0 ? null : { fontSize: Math.min(...sizes), viewBoxWidth };
      });
      if (smallest === null) continue;
      const drawn = (smallest.fontSize * width) / smallest.viewBoxWidth;
      if (drawn < MIN_DRAWING_TEXT_PX)
        offenders.push(`${new URL(src).pathname}${new URL(src).search}: ${drawn.toFixed(1)} px text at ${Math.round(width)} px wide`);
    }
    return offenders;
  } finally {
    await drawing.close();
  }
}

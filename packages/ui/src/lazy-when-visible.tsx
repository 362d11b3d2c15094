import { createElement, useEffect, useRef, useState, type ComponentType } from 'react';
import { PENDING_SECTION_ATTRIBUTE, prerenderHook } from '@site/contracts/prerender';
import { serverMarkup as trustedServerMarkup } from '@site/contracts/trusted-types';

/** Names a lazily loaded section's box in the page, so the app finds the server's markup of it. */
export const LAZY_SECTION_ATTRIBUTE = 'data-lazy-section';

interface LazyWhenVisibleOptions {
  /** Unique on the page: finds the prerendered markup of the section. */
  name: string;
  /** Space kept while the code loads when there is no prerendered markup (roughly the section's height). */
  placeholderMinHeight: string;
}

/** The markup the server's page holds for the section, read before the app's first commit replaces it. */
function prerenderedMarkup(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[${LAZY_SECTION_ATTRIBUTE}="${CSS.escape(name)}"]`)?.innerHTML;
}

/**
 * A below-the-fold section whose code (and whatever that code imports, such as TanStack Query)
 * loads once the section is on screen, the visitor starts scrolling, or a pointer or focus enters
 * it: a visitor who reads only the first screen never downloads it.
 *
 * Until then the section shows the prerendered page's markup of it, unchanged, so taking over a
 * prerendered page still swaps identical markup (no flash, no layout shift, find-in-page works);
 * its links work as plain links. Without prerendered markup (a client-side navigation) it keeps
 * `placeholderMinHeight` free. The prerenderer's browser loads it at once, so the page it
 * captures holds the whole section.
 */
export function lazyWhenVisible<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { name, placeholderMinHeight }: LazyWhenVisibleOptions,
): ComponentType<Props> {
  function LazyWhenVisible(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const [serverMarkup] = useState(() => prerenderedMarkup(name));
    const [Section, setSection] = useState<ComponentType<Props> | null>(null);
    const [wanted, setWanted] = useState(false);
    const want = () => setWanted(true);

    useEffect(() => {
      if (Section) return undefined;
      const element = box.current;
      if (!element || prerenderHook() || typeof IntersectionObserver === 'undefined' || window.scrollY > 0) {
        setWanted(true);
        return undefined;
      }
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      });
      observer.observe(element);
      window.addEventListener('scroll', want, { passive: true, once: true });
      return () => {
        observer.disconnect();
        window.removeEventListener('scroll', want);
      };
    }, [Section]);

    useEffect(() => {
      if (!wanted || Section) return undefined;
      let current = true;
      load().then(
        (component) => {
          if (current) setSection(() => component);
        },
        // A failed load leaves the server's markup (or the space) in place; the next visit retries.
        (error: unknown) => console.error(`[site] the section "${name}" could not be loaded`, error),
      );
      return () => {
        current = false;
      };
    }, [wanted, Section]);

    const boxProps = { ref: box, [LAZY_SECTION_ATTRIBUTE]: name, onPointerEnter: want, onFocus: want };
    if (Section) {
      return <div {...boxProps}>{createElement(Section, props)}</div>;
    }
    if (serverMarkup !== undefined) return <div {...boxProps} dangerouslySetInnerHTML={{ __html: trustedServerMarkup(serverMarkup) }} />;
    return <div {...boxProps} {...{ [PENDING_SECTION_ATTRIBUTE]: '' }} css={{ minHeight: placeholderMinHeight }} />;
  }
  return LazyWhenVisible;
}

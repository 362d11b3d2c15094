import createCache from '@emotion/cache';
import { prerenderHook } from '@site/contracts/prerender';

/** The page's one emotion cache; every section renders through it. */
export const emotionCache = createCache({ key: 'site' });

// In the prerenderer's browser only: keep each rule's text as emotion wrote it (see PrerenderHook.cssRules).
const hook = prerenderHook();
if (hook) {
  const rules: string[] = [];
  hook.cssRules = rules;
  const insert = emotionCache.sheet.insert.bind(emotionCache.sheet);
  emotionCache.sheet.insert = (rule: string) => {
    rules.push(rule);
    insert(rule);
  };
}

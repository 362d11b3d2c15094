// @vitest-environment happy-dom
import { StyleModule } from 'style-mod';
import { afterEach, expect, test } from 'vitest';
import { mountCodeMirrorStylesAsSheets } from './constructable-styles.ts';

afterEach(() => {
  document.adoptedStyleSheets = [];
  for (const style of document.querySelectorAll('style')) style.remove();
});

const rulesOf = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText.replaceAll(/\s+/g, ' '));

test("CodeMirror's styles go into one adopted sheet, later modules last, and never into a <style> element the policy would refuse", () => {
  mountCodeMirrorStylesAsSheets();
  const base = new StyleModule({ '.cm-editor': { color: 'black' } });
  const theme = new StyleModule({ '.cm-editor': { color: 'navy' } });
  StyleModule.mount(document, [base, theme]);
  StyleModule.mount(document, [base, theme]);
  expect(document.querySelectorAll('style')).toHaveLength(0);
  expect(document.adoptedStyleSheets).toHaveLength(1);
  const [sheet] = document.adoptedStyleSheets;
  expect(rulesOf(sheet!)).toEqual(['.cm-editor { color: black; }', '.cm-editor { color: navy; }']);
  // Mounted again in the other order: the order asked for now wins.
  StyleModule.mount(document, [theme, base]);
  expect(rulesOf(sheet!)).toEqual(['.cm-editor { color: navy; }', '.cm-editor { color: black; }']);
});

import { StyleModule } from 'style-mod';

/**
 * CodeMirror (through style-mod) writes its styles into a document as the text of a <style>
 * element, which the site's policy refuses (`style-src` admits no inline text but by hash), and
 * the editor would show unstyled. A constructable stylesheet filled through the CSSOM is not
 * governed by `style-src`: each document's CodeMirror rules go into one such sheet instead,
 * adopted by the document. Shadow roots already get one from style-mod itself.
 */
const sheets = new WeakMap<Document, { sheet: CSSStyleSheet; modules: StyleModule[] }>();
const mountAsText = StyleModule.mount.bind(StyleModule);

/** A document (not a shadow root: style-mod gives those a sheet already) that can adopt constructed sheets. */
const isAdoptingDocument = (root: Document | ShadowRoot | DocumentOrShadowRoot): root is Document =>
  'head' in root && 'adoptedStyleSheets' in root && typeof CSSStyleSheet.prototype.replaceSync === 'function';

function mountAsSheet(
  root: Document | ShadowRoot | DocumentOrShadowRoot,
  mounted: StyleModule | ReadonlyArray<StyleModule>,
  options?: { nonce?: string },
): void {
  const modules: readonly StyleModule[] = Array.isArray(mounted) ? mounted : [mounted as StyleModule];
  if (!isAdoptingDocument(root)) return mountAsText(root, mounted, options);
  let entry = sheets.get(root);
  if (!entry) {
    entry = { sheet: new CSSStyleSheet(), modules: [] };
    sheets.set(root, entry);
    root.adoptedStyleSheets = [entry.sheet, ...root.adoptedStyleSheets];
  }
  // As style-mod does: later modules take precedence, so the ones mounted now keep their order,
  // after any mounted before that they do not mention.
  const inOrder = entry.modules.filter((module) => modules.includes(module));
  if (inOrder.length === modules.length && inOrder.every((module, index) => module === modules[index])) return;
  entry.modules = [...entry.modules.filter((module) => !modules.includes(module)), ...modules];
  entry.sheet.replaceSync(entry.modules.map((module) => module.getRules()).join('\n'));
}

/** Installs the sheet-based mounting once; call before the first editor is created. */
export function mountCodeMirrorStylesAsSheets(): void {
  if (StyleModule.mount !== mountAsSheet) StyleModule.mount = mountAsSheet;
}

import { useEffect, useId, useRef, useState } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { markdownLanguage } from '@codemirror/lang-markdown';
import { defaultHighlightStyle, LanguageSupport, syntaxHighlighting } from '@codemirror/language';
import { EditorSelection, EditorState } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { Button } from '@site/ui/button';
import { theme } from '@site/ui/theme';
import { serverMarkup } from '@site/contracts/trusted-types';
import { renderMarkdown } from '../api/content-api.ts';
import { mountCodeMirrorStylesAsSheets } from './constructable-styles.ts';
import { imageFileHandlers, useImageInsertion } from './image-insertion.ts';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_HINT } from './image-upload.ts';

interface MarkdownEditorProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  maxLength: number;
}

/** Wraps the selection in `before`/`after` (or inserts them around the cursor). */
function wrap(view: EditorView, before: string, after = before): boolean {
  view.dispatch(
    view.state.changeByRange((range) => ({
      changes: [
        { from: range.from, insert: before },
        { from: range.to, insert: after },
      ],
      range: EditorSelection.range(range.from + before.length, range.to + before.length),
    })),
  );
  view.focus();
  return true;
}

/** Puts `prefix` at the start of every selected line. */
function prefixLines(view: EditorView, prefix: string): boolean {
  const { state } = view;
  const changes = [];
  for (const range of state.selection.ranges) {
    for (let line = state.doc.lineAt(range.from); ; line = state.doc.line(line.number + 1)) {
      changes.push({ from: line.from, insert: prefix });
      if (line.to >= range.to || line.number === state.doc.lines) break;
    }
  }
  view.dispatch({ changes });
  view.focus();
  return true;
}

const TOOLS: { label: string; shortcut?: string; run: (view: EditorView) => boolean }[] = [
  { label: 'Bold', shortcut: 'Mod-b', run: (view) => wrap(view, '**') },
  { label: 'Italic', shortcut: 'Mod-i', run: (view) => wrap(view, '_') },
  { label: 'Heading', run: (view) => prefixLines(view, '## ') },
  { label: 'List', run: (view) => prefixLines(view, '- ') },
  { label: 'Quote', run: (view) => prefixLines(view, '> ') },
  { label: 'Link', shortcut: 'Mod-k', run: (view) => wrap(view, '[', '](https://)') },
];

/**
 * The body editor: CodeMirror 6 with Markdown highlighting and a small toolbar (each tool has a
 * keyboard shortcut too), and a preview rendered by the server exactly as the public page will
 * show it. Tab indents inside the editor; Escape then Tab leaves it (CodeMirror's rule).
 */
export function MarkdownEditor({ label, value, onChange, error, maxLength }: MarkdownEditorProps) {
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);
  const images = useImageInsertion(view);
  const insertFiles = useRef(images.insertFiles);
  insertFiles.current = images.insertFiles;
  const chooser = useRef<HTMLInputElement>(null);
  const shownError = images.problem ?? error;

  useEffect(() => {
    if (!host.current) return;
    mountCodeMirrorStylesAsSheets();
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          // The Markdown grammar alone: `markdown()` would also bundle HTML, CSS and JavaScript
          // support for embedded code, which this editor does not highlight.
          new LanguageSupport(markdownLanguage),
          syntaxHighlighting(defaultHighlightStyle),
          EditorView.lineWrapping,
          placeholder('Write the body in Markdown: ## for a heading, **bold**, [a link](https://…)'),
          imageFileHandlers((files) => void insertFiles.current(files)),
          keymap.of([...TOOLS.filter((tool) => tool.shortcut).map((tool) => ({ key: tool.shortcut ?? '', run: tool.run })), ...defaultKeymap, ...historyKeymap, indentWithTab]),
          // In the tab order explicitly: a long body scrolls inside the editor, and a scrolling region must hold something the keyboard reaches (WCAG 2.1.1).
          EditorView.contentAttributes.of({
            'aria-labelledby': `${id}-label`,
            'aria-multiline': 'true',
            // The error's id even while there is none: these attributes are set once, and an error comes and goes.
            'aria-describedby': `${id}-hint ${id}-error`,
            tabindex: '0',
          }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor owns its text once mounted; outside changes arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    if (mode !== 'preview') return;
    let current = true;
    setPreview(null);
    renderMarkdown(value).then(
      (rendered) => current && setPreview(rendered),
      (failure: unknown) => current && setPreview({ error: failure instanceof Error ? failure.message : String(failure) }),
    );
    return () => {
      current = false;
    };
  }, [mode, value]);

  return (
    <div css={{ display: 'grid', gap: theme.space.xs }}>
      <span id={`${id}-label`} css={{ fontWeight: theme.fontWeight.semibold }}>
        {label} <span aria-hidden="true">*</span>
      </span>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.xs, alignItems: 'center' }} role="toolbar" aria-label={`${label} formatting`}>
        <Button size="sm" variant={mode === 'write' ? 'secondary' : 'ghost'} aria-pressed={mode === 'write'} onClick={() => setMode('write')}>
          Write
        </Button>
        <Button size="sm" variant={mode === 'preview' ? 'secondary' : 'ghost'} aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
          Preview
        </Button>
        <span aria-hidden="true" css={{ width: '1px', alignSelf: 'stretch', background: theme.color.border, marginInline: theme.space.xs }} />
        {TOOLS.map((tool) => (
          <Button key={tool.label} size="sm" variant="ghost" disabled={mode !== 'write'} onClick={() => view.current && tool.run(view.current)} title={tool.shortcut ? `${tool.label} (${tool.shortcut.replace('Mod', 'Ctrl')})` : tool.label}>
            {tool.label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" disabled={mode !== 'write' || images.uploading !== undefined} onClick={() => chooser.current?.click()} title={`Insert image: ${IMAGE_UPLOAD_HINT}`}>
          Insert image
        </Button>
        <input
          ref={chooser}
          type="file"
          hidden
          multiple
          accept={IMAGE_UPLOAD_ACCEPT}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void images.insertFiles(files);
          }}
        />
      </div>
      <div
        ref={host}
        data-testid="markdown-editor"
        hidden={mode !== 'write'}
        css={{
          border: `1px solid ${shownError ? theme.color.danger : theme.color.borderStrong}`,
          borderRadius: theme.radius.md,
          background: theme.color.surface,
          '.cm-editor': { minHeight: '16rem', maxHeight: '60vh' },
          '.cm-scroller': { fontFamily: theme.font.mono, fontSize: theme.fontSize.sm, lineHeight: 1.6 },
          '.cm-content': { padding: theme.space.sm },
          '.cm-editor.cm-focused': { outline: `3px solid ${theme.color.focus}`, outlineOffset: '1px' },
        }}
      />
      {mode === 'preview' ? (
        <div aria-live="polite" css={{ border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: theme.space.md, minHeight: '16rem', background: theme.color.surface }}>
          {preview === null ? <p>Rendering…</p> : 'error' in preview ? <p role="alert">The preview could not be made: {preview.error}</p> : <div className="prose" dangerouslySetInnerHTML={{ __html: serverMarkup(preview.html) }} />}
        </div>
      ) : null}
      <span id={`${id}-hint`} css={{ color: value.length > maxLength ? theme.color.danger : theme.color.muted, fontSize: theme.fontSize.sm }}>
        Markdown. Raw HTML is shown as text, never run. Paste or drop an image to upload it and insert it at the cursor. {value.length.toLocaleString('en-GB')} / {maxLength.toLocaleString('en-GB')} characters.
      </span>
      {/* Always there (out of the flow while empty), so what it comes to say is announced. */}
      <span role="status" css={{ color: theme.color.muted, fontSize: theme.fontSize.sm, '&:empty': { position: 'absolute' } }}>
        {images.uploading ? `Uploading ${images.uploading}…` : ''}
      </span>
      {shownError ? (
        <span id={`${id}-error`} css={{ color: theme.color.danger, fontSize: theme.fontSize.sm }}>
          {shownError}
        </span>
      ) : null}
    </div>
  );
}

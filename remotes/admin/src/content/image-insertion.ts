/**
 * Images in a Markdown body: chosen with the toolbar's button, pasted or dropped onto the editor,
 * uploaded to the media library, then written in at the cursor as `![alt](url)`, each a paragraph
 * of its own. The text changes through the editor like typing does, so autosave and the
 * unsaved-changes warning see it.
 */
import type { RefObject } from 'react';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useImageUpload } from './image-upload.ts';

export interface ImageInsertion {
  /** The text replaced: the selection, widened over the spaces and tabs either side of it. */
  from: number;
  to: number;
  insert: string;
  /** Where the cursor goes: inside the brackets of the first image without a text alternative, else after the images. */
  caret: number;
}

/** A text alternative on one line, with the characters that would end it early escaped. */
const altText = (alt: string) =>
  alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, '\\$&');

/** The Markdown of images at a place in `doc`, set apart from the text around them by blank lines. */
export function imageInsertion(doc: string, from: number, to: number, images: readonly { url: string; alt: string }[]): ImageInsertion {
  // Spaces left beside an image would indent it (four make it code) or trail the paragraph before.
  const start = from - (/[ \t]*$/.exec(doc.slice(0, from))?.[0].length ?? 0);
  const end = to + (/^[ \t]*/.exec(doc.slice(to))?.[0].length ?? 0);
  const before = doc.slice(0, start);
  const after = doc.slice(end);
  const lead = /^\s*$/.test(before) || /\n[ \t]*\n$/.test(before) ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = /^\s*$/.test(after) || /^\n[ \t]*\n/.test(after) ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const parts = images.map((image) => ({ alt: altText(image.alt), markdown: `![${altText(image.alt)}](${image.url})` }));
  const body = parts.map((part) => part.markdown).join('\n\n');
  const unnamed = parts.findIndex((part) => part.alt === '');
  const offset =
    unnamed === -1
      ? body.length
      : parts
          .slice(0, unnamed)
          .map((part) => part.markdown.length + 2)
          .reduce((sum, length) => sum + length, 0) + 2;
  return { from: start, to: end, insert: `${lead}${body}${trail}`, caret: start + lead.length + offset };
}

/**
 * The files a paste brings. Spreadsheets and word processors put a picture of what was copied
 * beside its text: when there is text, the text is what was meant, so only a paste of files alone
 * (a screenshot, an image copied from a page) is taken as images.
 */
function pastedFiles(data: DataTransfer | null): File[] {
  if (!data || data.files.length === 0 || data.getData('text/plain') !== '') return [];
  return [...data.files];
}

const carriesFiles = (data: DataTransfer | null) => data !== null && data.types.includes('Files');

/** Pasting or dropping files onto the editor hands them to `onFiles`; text is pasted and dragged as ever. */
export function imageFileHandlers(onFiles: (files: File[]) => void): Extension {
  return EditorView.domEventHandlers({
    paste(event) {
      const files = pastedFiles(event.clipboardData);
      if (files.length === 0) return false;
      event.preventDefault();
      onFiles(files);
      return true;
    },
    dragover(event) {
      if (!carriesFiles(event.dataTransfer)) return false;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
      return true;
    },
    drop(event, view) {
      if (!carriesFiles(event.dataTransfer) || !event.dataTransfer) return false;
      event.preventDefault();
      // The images go where they were dropped, not where the cursor was.
      const at = view.posAtCoords({ x: event.clientX, y: event.clientY });
      if (at !== null) view.dispatch({ selection: { anchor: at } });
      view.focus();
      onFiles([...event.dataTransfer.files]);
      return true;
    },
  });
}

/**
 * Uploads files and writes them into the editor at its cursor as it is when the upload ends (where
 * the editor's own typing has taken it meanwhile).
 */
export function useImageInsertion(view: RefObject<EditorView | null>) {
  const { uploading, problem, upload } = useImageUpload();
  const insertFiles = async (files: readonly File[]) => {
    if (files.length === 0) return;
    const uploaded = await upload(files);
    const editor = view.current;
    if (!editor || uploaded.length === 0) return;
    const { from, to } = editor.state.selection.main;
    const insertion = imageInsertion(
      editor.state.doc.toString(),
      from,
      to,
      uploaded.map(({ image }) => image),
    );
    editor.dispatch({
      changes: { from: insertion.from, to: insertion.to, insert: insertion.insert },
      selection: { anchor: insertion.caret },
      scrollIntoView: true,
      userEvent: 'input.paste',
    });
    editor.focus();
  };
  return { uploading, problem, insertFiles };
}

/**
 * Checks that keep README.md and docs/ true to the repository: the commands they tell people to run
 * exist, and their links lead somewhere. They read the Markdown as text; nothing is rendered.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** README.md and every Markdown file under docs/. */
export function documentationFiles(repoRoot: string): string[] {
  const underDocs = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) return underDocs(full);
      return entry.name.endsWith('.md') ? [full] : [];
    });
  const docs = path.join(repoRoot, 'docs');
  return [path.join(repoRoot, 'README.md'), ...(existsSync(docs) ? underDocs(docs) : [])];
}

function readPackage(folder: string) {
  return JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name: string; workspaces?: string[]; scripts?: Record<string, string> };
}

/** The scripts of the root package (under '') and of every workspace (under its package name). */
export function workspaceScripts(repoRoot: string): Map<string, Set<string>> {
  const root = readPackage(repoRoot);
  const scripts = new Map([['', new Set(Object.keys(root.scripts ?? {}))]]);
  for (const pattern of root.workspaces ?? []) {
    const folders = pattern.endsWith('/*')
      ? readdirSync(path.join(repoRoot, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(repoRoot, pattern.slice(0, -2), entry.name))
      : [path.join(repoRoot, pattern)];
    for (const folder of folders.filter((candidate) => existsSync(path.join(candidate, 'package.json')))) {
      const workspace = readPackage(folder);
      scripts.set(workspace.name, new Set(Object.keys(workspace.scripts ?? {})));
    }
  }
  return scripts;
}

/** The code a Markdown text shows: each line of its fenced blocks, then each inline code span (which may wrap). */
function codeSnippets(markdown: string): string[] {
  const fenced: string[] = [];
  const prose = markdown.replaceAll(/^```[^\n]*\n([\s\S]*?)^```$/gm, (_, block: string) => {
    fenced.push(...block.split('\n'));
    return '';
  });
  // A span opened with two backticks (`` `name` ``) may hold one; it is read first so the single ones still pair.
  const inline = [...prose.matchAll(/``(.+?)``|`([^`]+)`/g)].map((match) => match[1] ?? match[2] ?? '');
  return [...fenced, ...inline].map((snippet) => snippet.replaceAll(/\s+/g, ' '));
}

/**
 * Each `npm run <script>` in the text's code whose script does not exist: at the root, or in the
 * workspace a following `--workspace <name>` names. Returned as written, without `-s`.
 */
export function missingScripts(markdown: string, scripts: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  return codeSnippets(markdown).flatMap((snippet) =>
    snippet
      .split(/(?=npm run )/)
      .filter((part) => part.startsWith('npm run '))
      .flatMap((command) => {
        const name = /^npm run (?:(?:-s|--silent) )?([a-z][\w:.-]*\w)/.exec(command)?.[1];
        if (!name) return [];
        const workspace = /--workspace[= ](\S+)/.exec(command)?.[1];
        return scripts.get(workspace ?? '')?.has(name) ? [] : [workspace ? `${name} --workspace ${workspace}` : name];
      }),
  );
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingAnchor(heading: string): string {
  return heading
    .replaceAll('`', '')
    .toLowerCase()
    .replaceAll(/[^\p{L}\p{N}\s_-]/gu, '')
    .replaceAll(' ', '-');
}

function anchorsOf(markdownFile: string): Set<string> {
  const text = readFileSync(markdownFile, 'utf8').replaceAll(/^```[\s\S]*?^```$/gm, '');
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingAnchor((match[1] ?? '').trim())));
}

/**
 * The relative links of a Markdown file (its text, or `markdown` read as if it were that file)
 * that lead to no file or folder, or to a heading the Markdown file they name does not have.
 */
export function brokenLinks(markdownFile: string, repoRoot: string, markdown = readFileSync(markdownFile, 'utf8')): string[] {
  const prose = markdown.replaceAll(/^```[\s\S]*?^```$/gm, '').replaceAll(/``.+?``|`[^`]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((link) => !/^[a-z][a-z+.-]*:/i.test(link))
    .filter((link) => {
      const [target = '', anchor] = link.split('#');
      const file = target === '' ? markdownFile : path.resolve(path.dirname(markdownFile), target);
      if (!file.startsWith(repoRoot) || !existsSync(file)) return true;
      if (anchor === undefined || !file.endsWith('.md') || statSync(file).isDirectory()) return false;
      return !anchorsOf(file).has(anchor);
    });
}

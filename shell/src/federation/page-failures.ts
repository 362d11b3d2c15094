/**
 * What the canary judge must see beyond a section's code not loading: a page of the section that
 * threw at render (React's `onCaughtError`: the page's error boundary showed "Something went
 * wrong") and an error the section's code threw while the visitor used the page. Each is reported
 * through the load beacon as a failure of that page view, with the route pattern and a fingerprint
 * (services/registry counts a page view as failed once anything in it failed).
 */
import type { LiveShell, VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import { SHELL, type ReleaseUnit } from '@site/contracts/sections';
import { isLoadError } from '../update/load-error.ts';
import type { ReportSectionLoad } from './load-beacon.ts';

/**
 * Eight hex digits (FNV-1a) of an error's kind and message with its numbers left out: the same
 * fault on any page view, any record, groups under one fingerprint.
 */
export function failureFingerprint(error: unknown): string {
  const text = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).replace(/\d+/g, '#');
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The folder each live section's files are served from (beside its mf-manifest.json), absolute;
 * last, a released shell's (`/assets/`), so that a section's frame on the stack names the section.
 */
function codeFolders(sections: readonly VisitorLiveMapSection[], shell: LiveShell | undefined, base: string): [string, ReleaseUnit][] {
  const folders = sections.flatMap((section) => {
    try {
      const manifest = new URL(section.manifestUrl, base).href;
      return [[manifest.slice(0, manifest.lastIndexOf('/') + 1), section.name] as [string, ReleaseUnit]];
    } catch {
      return [];
    }
  });
  return shell ? [...folders, [new URL('/assets/', base).href, SHELL]] : folders;
}

export interface PageFailureReporter {
  /** For React's `onCaughtError`: an error an error boundary caught, with the component stack React gives. */
  caught(error: unknown, componentStack?: string): void;
  /** An error that reached the window (an event handler's, a rejected promise's). */
  thrown(error: unknown, sourceUrl?: string): void;
  /** Listens for errors reaching `target`; returns how to stop. */
  listen(target: Window): () => void;
}

/**
 * Reports failures of section code, once per section in this page view. Whose code failed is read
 * from where it ran: a stack frame or the source URL in a section's folder. A shell component's
 * error on a section's page is the shell's, not the section's release: reported as the shell's
 * when the registry releases the shell (`shell`), so its canary is judged by it.
 */
export function pageFailureReporter({
  sections,
  shell,
  report,
  routePattern,
  base = window.location.href,
}: {
  sections: readonly VisitorLiveMapSection[];
  shell?: LiveShell | undefined;
  report: ReportSectionLoad;
  /** The pattern of the route on screen (e.g. `/legal/:policy`), never the address with its query. */
  routePattern: () => string | undefined;
  base?: string;
}): PageFailureReporter {
  const folders = codeFolders(sections, shell, base);
  const reported = new Set<ReleaseUnit>();
  const sectionOf = (...traces: (string | undefined)[]): ReleaseUnit | undefined =>
    folders.find(([folder]) => traces.some((trace) => trace?.includes(folder)))?.[1];
  const send = (section: ReleaseUnit | undefined, stage: 'render' | 'runtime', error: unknown) => {
    if (!section || reported.has(section)) return;
    reported.add(section);
    report({ section, ok: false, error, failure: { stage, route: routePattern(), fingerprint: failureFingerprint(error) } });
  };
  const stackOf = (error: unknown) => (error instanceof Error ? error.stack : undefined);

  const reporter: PageFailureReporter = {
    caught(error, componentStack) {
      // Code that did not load is reported by the section loader, as a load.
      if (isLoadError(error)) return;
      send(sectionOf(stackOf(error), componentStack), 'render', error);
    },
    thrown(error, sourceUrl) {
      if (isLoadError(error)) return;
      send(sectionOf(sourceUrl, stackOf(error)), 'runtime', error);
    },
    listen(target) {
      const onError = (event: ErrorEvent) => reporter.thrown(event.error ?? event.message, event.filename);
      const onRejection = (event: PromiseRejectionEvent) => reporter.thrown(event.reason);
      target.addEventListener('error', onError);
      target.addEventListener('unhandledrejection', onRejection);
      return () => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
      };
    },
  };
  return reporter;
}

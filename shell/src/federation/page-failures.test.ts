import { describe, expect, it, vi } from 'vitest';
import type { VisitorLiveMapSection } from '@site/contracts/remotes-manifest';
import { sectionLoadBeacon } from './load-beacon.ts';
import { failureFingerprint, pageFailureReporter } from './page-failures.ts';

const BASE = 'https://www.keyline.example/legal/privacy-policy';
const sections: VisitorLiveMapSection[] = [
  { name: 'legal', version: '1.2.0', manifestUrl: '/remotes/legal/1.2.0/mf-manifest.json', routeTable: { routes: [], redirects: [] }, cohort: 'canary' },
  {
    name: 'partners',
    version: '2.0.0',
    manifestUrl: 'https://cdn.keyline.example/partners/2.0.0/mf-manifest.json',
    routeTable: { routes: [], redirects: [] },
    cohort: 'live',
  },
];

/** An error thrown from a file at `url`, as a browser's stack names it. */
const errorFrom = (url: string, message = 'policy.sections is undefined') => {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at PolicyPage (${url}:1:2345)\n    at renderWithHooks (https://www.keyline.example/assets/react-dom.js:1:99)`;
  return error;
};

function setUp(shell?: { version: string; cohort: 'live' | 'canary' }) {
  const sent: unknown[] = [];
  const send = vi.fn((_url: string, body: string) => {
    sent.push(...(JSON.parse(body) as unknown[]));
    return true;
  });
  const reporter = pageFailureReporter({
    sections,
    shell,
    report: sectionLoadBeacon(sections, shell, send, 'page-view-0123456789'),
    routePattern: () => '/legal/:policy',
    base: BASE,
  });
  return { reporter, sent };
}

describe('pageFailureReporter', () => {
  it("reports a section's page that threw at render as a failure of this page view, with its route pattern and fingerprint", () => {
    const { reporter, sent } = setUp();
    const error = errorFrom('https://www.keyline.example/remotes/legal/1.2.0/__federation_expose_routes.js');
    reporter.caught(error, '\n    at PolicyPage (https://www.keyline.example/remotes/legal/1.2.0/page.js:1:1)');
    expect(sent).toEqual([
      {
        section: 'legal',
        version: '1.2.0',
        cohort: 'canary',
        ok: false,
        pageView: 'page-view-0123456789',
        stage: 'render',
        fingerprint: failureFingerprint(error),
        route: '/legal/:policy',
        error: 'TypeError: policy.sections is undefined',
      },
    ]);
  });

  it("finds the section from React's component stack when the error's own stack does not name it, and on another origin (a CDN)", () => {
    const { reporter, sent } = setUp();
    reporter.caught(new Error('no stack'), '\n    at PartnerCard (https://cdn.keyline.example/partners/2.0.0/412.js:1:1)');
    expect(sent).toEqual([expect.objectContaining({ section: 'partners', version: '2.0.0', stage: 'render' })]);
  });

  it("reports an error the section's code threw during the visit (an event handler, a rejected promise) as a runtime failure, once per section", () => {
    const { reporter, sent } = setUp();
    const target = new EventTarget() as unknown as Window;
    const stop = reporter.listen(target);
    const thrown = errorFrom('https://www.keyline.example/remotes/legal/1.2.0/page.js', 'Cannot read properties of undefined (reading 42)');
    target.dispatchEvent(
      Object.assign(new Event('error'), { error: thrown, message: thrown.message, filename: 'https://www.keyline.example/remotes/legal/1.2.0/page.js' }),
    );
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: thrown }));
    stop();
    expect(sent).toEqual([expect.objectContaining({ section: 'legal', stage: 'runtime', route: '/legal/:policy', error: `TypeError: ${thrown.message}` })]);
  });

  it("leaves out the shell's own errors on a section's page, and code that did not load (the section loader reports that)", () => {
    const { reporter, sent } = setUp();
    reporter.caught(errorFrom('https://www.keyline.example/assets/main.abc.js'), '\n    at Header (https://www.keyline.example/assets/main.abc.js:1:1)');
    reporter.thrown(new Error('Loading chunk 42 failed. (https://www.keyline.example/remotes/legal/1.2.0/42.js)'));
    reporter.thrown(new Error('a third-party tag broke'), 'https://www.googletagmanager.com/gtm.js');
    expect(sent).toEqual([]);
  });

  it("reports the shell's own errors as the shell's once the registry releases the shell, and a section's still as the section's", () => {
    const { reporter, sent } = setUp({ version: '1.0.0-s2', cohort: 'canary' });
    reporter.caught(errorFrom('https://www.keyline.example/remotes/legal/1.2.0/page.js'));
    reporter.caught(
      errorFrom('https://www.keyline.example/assets/main.abc.js', 'header.links is undefined'),
      '\n    at Header (https://www.keyline.example/assets/main.abc.js:1:1)',
    );
    expect(sent).toEqual([
      expect.objectContaining({ section: 'legal', version: '1.2.0', stage: 'render' }),
      expect.objectContaining({
        section: 'shell',
        version: '1.0.0-s2',
        cohort: 'canary',
        ok: false,
        stage: 'render',
        error: 'TypeError: header.links is undefined',
      }),
    ]);
  });

  it('gives the same fault one fingerprint whatever numbers it names, and different faults different ones', () => {
    expect(failureFingerprint(new TypeError('item 12 is undefined'))).toBe(failureFingerprint(new TypeError('item 7 is undefined')));
    expect(failureFingerprint(new TypeError('item 12 is undefined'))).not.toBe(failureFingerprint(new RangeError('item 12 is undefined')));
    expect(failureFingerprint('plain text')).toMatch(/^[0-9a-f]{8}$/);
  });
});

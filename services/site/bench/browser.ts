import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { sleep } from './site-server.ts';

/** Debian's Chromium, as in e2e (Playwright's own browser downloads are not available here). */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Lighthouse's mobile preset slows the CPU this much; the benches of what a phone's main thread does use the same. */
export const PHONE_CPU_SLOWDOWN = 4;

/** A page in a fresh context of `viewport`, its CPU slowed as a phone's (CDP `Emulation.setCPUThrottlingRate`). */
export async function slowedPage(browser: Browser, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return { context, page };
}

export const BYTES_SOURCE =
  'CDP per response: "body" = compressed body bytes = Network.loadingFinished encodedDataLength minus the header bytes ' +
  'received by Network.responseReceived (checked against Resource Timing encodedBodySize on every first-load run); ' +
  '"wire" = the whole encodedDataLength, HTTP/1.1 response headers included';

export interface LoadedResource {
  url: string;
  /** CDP resource type: Script, Fetch, XHR, Document, ... */
  type: string;
  mimeType: string;
  status: number;
  contentEncoding: string;
  /** Everything received for the response, headers included (encodedDataLength at loadingFinished). */
  wireBytes: number;
  /** Compressed body only: wireBytes minus what was received when the headers arrived. */
  bodyBytes: number;
  fromCache: boolean;
  /** Order in which the request started, to split "before" and "after" a mark. */
  sequence: number;
}

interface Pending {
  url: string;
  type: string;
  sequence: number;
  mimeType: string;
  status: number;
  contentEncoding: string;
  headerBytes: number;
  fromCache: boolean;
}

export const isScript = (resource: LoadedResource) => resource.type === 'Script' || /javascript/i.test(resource.mimeType);
export const isJson = (resource: LoadedResource) => /json/i.test(resource.mimeType);

/** Records every response of one page through CDP, with its compressed size on the wire. */
export class NetworkRecorder {
  private sequence = 0;
  private readonly pending = new Map<string, Pending>();
  private readonly finished: LoadedResource[] = [];
  private lastActivity = Date.now();
  readonly pageErrors: string[] = [];

  private constructor() {}

  static async attach(context: BrowserContext, page: Page): Promise<NetworkRecorder> {
    const recorder = new NetworkRecorder();
    const cdp = await context.newCDPSession(page);
    page.on('pageerror', (error) => recorder.pageErrors.push(error.message));
    cdp.on('Network.requestWillBeSent', (event) => {
      recorder.lastActivity = Date.now();
      // A redirect reuses the requestId; the new hop replaces the old one.
      recorder.pending.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        sequence: recorder.sequence++,
        mimeType: '',
        status: 0,
        contentEncoding: '',
        headerBytes: 0,
        fromCache: false,
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const entry = recorder.pending.get(event.requestId);
      if (entry) entry.fromCache = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      recorder.lastActivity = Date.now();
      const entry = recorder.pending.get(event.requestId);
      if (!entry) return;
      const headers = Object.fromEntries(Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]));
      entry.type = event.type;
      entry.mimeType = event.response.mimeType;
      entry.status = event.response.status;
      entry.contentEncoding = headers['content-encoding'] ?? 'identity';
      entry.headerBytes = event.response.encodedDataLength;
      entry.fromCache ||= Boolean(event.response.fromDiskCache) || Boolean(event.response.fromServiceWorker);
    });
    cdp.on('Network.loadingFinished', (event) => {
      recorder.lastActivity = Date.now();
      const entry = recorder.pending.get(event.requestId);
      if (!entry) return;
      recorder.pending.delete(event.requestId);
      const { headerBytes, ...rest } = entry;
      recorder.finished.push({ ...rest, wireBytes: event.encodedDataLength, bodyBytes: Math.max(0, event.encodedDataLength - headerBytes) });
    });
    cdp.on('Network.loadingFailed', (event) => {
      recorder.lastActivity = Date.now();
      recorder.pending.delete(event.requestId);
    });
    await cdp.send('Network.enable');
    return recorder;
  }

  /** A point in time; `resourcesSince(mark)` lists what started after it. */
  mark(): number {
    return this.sequence;
  }

  resourcesSince(mark = 0): LoadedResource[] {
    return this.finished.filter((resource) => resource.sequence >= mark).toSorted((a, b) => a.sequence - b.sequence);
  }

  /** Waits until no request has been in flight, and nothing has happened, for `quietMs`. */
  async waitForQuiet(quietMs: number, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.pending.size === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await sleep(25);
    }
    throw new Error(`network not quiet within ${timeoutMs} ms (${this.pending.size} request(s) in flight)`);
  }
}

export function sumBytes(resources: readonly LoadedResource[], key: 'wireBytes' | 'bodyBytes'): number {
  return resources.reduce((total, resource) => total + resource[key], 0);
}

/** Path and query of a same-origin URL, for display. */
export function shortUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * For tests: a minimal HTTP user agent that signs in through the real flow (the site's
 * /auth/login, the provider's sign-in form, the callback), following redirects by hand and keeping
 * cookies per host, as a browser would. It forges nothing: the session it ends up with is the one
 * the site issued after checking the provider's answer.
 */

export interface Step {
  url: string;
  status: number;
  location?: string | undefined;
}

export class TestAgent {
  readonly #jar = new Map<string, Map<string, string>>();
  readonly steps: Step[] = [];

  cookies(url: string): Map<string, string> {
    const host = new URL(url).host;
    let cookies = this.#jar.get(host);
    if (!cookies) {
      cookies = new Map();
      this.#jar.set(host, cookies);
    }
    return cookies;
  }

  cookie(url: string, name: string): string | undefined {
    return this.cookies(url).get(name);
  }

  setCookie(url: string, name: string, value: string): void {
    this.cookies(url).set(name, value);
  }

  /** One request, no redirect followed; cookies sent and stored. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const jar = this.cookies(url);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.steps.push({ url, status: response.status, location: response.headers.get('location') ?? undefined });
    return response;
  }

  /** Follows redirects (GET) from `url` until a non-redirect answer; returns it and its URL. */
  async follow(url: string, init: RequestInit = {}, limit = 10): Promise<{ response: Response; url: string }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hop = 0; hop < limit && response.status >= 300 && response.status < 400; hop++) {
      const location = response.headers.get('location');
      if (!location) break;
      await response.body?.cancel();
      current = new URL(location, current).href;
      response = await this.request(current);
    }
    return { response, url: current };
  }

  /**
   * Signs in at `siteUrl` through the provider's form. Returns where the site finally sent the
   * agent (the page asked for, or the sign-in page with an error).
   */
  async signIn(siteUrl: string, email: string, password: string, returnTo = '/admin/control-panel'): Promise<{ finalUrl: string; status: number }> {
    const { response, url } = await this.follow(`${siteUrl}/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
    const html = await response.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no sign-in form at ${url} (${response.status}): ${html.slice(0, 300)}`);
    const submitted = await this.request(new URL(action.replaceAll('&amp;', '&'), url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(url).origin },
      body: new URLSearchParams({ email, password }).toString(),
    });
    if (submitted.status < 300 || submitted.status >= 400) return { finalUrl: url, status: submitted.status };
    const next = new URL(submitted.headers.get('location') ?? '/', url).href;
    // Through the provider's redirects to the site's callback, stopping where the site sends us.
    let current = next;
    let answer = await this.request(current);
    for (let hop = 0; hop < 10 && answer.status >= 300 && answer.status < 400; hop++) {
      const location = answer.headers.get('location') ?? '/';
      current = new URL(location, current).href;
      if (!current.includes('/idp/') && !current.includes('/auth/callback')) return { finalUrl: current, status: answer.status };
      answer = await this.request(current);
    }
    return { finalUrl: current, status: answer.status };
  }
}

/**
 * The local provider's own pages (sign-in, signing out, errors): plain server-rendered HTML with
 * one stylesheet under a per-response nonce, no third-party fonts, and a form that works without
 * JavaScript. Everything interpolated is escaped.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replaceAll(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const STYLES = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #14213d; background: #f5f7fa; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1.5rem; box-sizing: border-box; }
  main { width: 100%; max-width: 26rem; background: #fff; border: 1px solid #d5dce6; border-radius: 16px; padding: 2rem; box-shadow: 0 8px 24px rgba(20, 33, 61, 0.12); }
  .brand { margin: 0 0 1.5rem; font-weight: 700; color: #0b5cad; letter-spacing: 0.01em; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  p { line-height: 1.5; margin: 0 0 1rem; }
  .muted { color: #4a5568; font-size: 0.9375rem; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.375rem; }
  input { box-sizing: border-box; width: 100%; min-height: 44px; padding: 0.5rem 0.75rem; border: 1px solid #8a97a8; border-radius: 8px; font: inherit; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #d97706; outline-offset: 2px; }
  button { margin-top: 1.5rem; width: 100%; min-height: 44px; border: 0; border-radius: 8px; background: #0b5cad; color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  button:hover { background: #083f78; }
  .error { border: 1px solid #b42318; background: #fdecea; color: #8f1c13; border-radius: 8px; padding: 0.75rem 1rem; margin: 1rem 0 0; }
  .notice { border: 1px solid #d97706; background: #fff7ed; border-radius: 8px; padding: 0.75rem 1rem; margin: 1.5rem 0 0; font-size: 0.875rem; }
  .actions { margin-top: 1rem; text-align: center; }
  a { color: #0b5cad; }
`;

interface PageOptions {
  title: string;
  nonce: string;
  body: string;
  /** A script that must run (auto-submit), under the same nonce. */
  script?: string;
}

export function idpPage({ title, nonce, body, script }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · Keyline local identity</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
<main>
<p class="brand">Keyline local identity</p>
${body}
</main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>`;
}

export interface SignInPageOptions {
  nonce: string;
  uid: string;
  /** The mount path of the provider, e.g. `/idp`. */
  basePath: string;
  clientName: string;
  email?: string | undefined;
  error?: string | undefined;
}

export function signInPage({ nonce, uid, basePath, clientName, email, error }: SignInPageOptions): string {
  const action = `${basePath}/interaction/${encodeURIComponent(uid)}/login`;
  return idpPage({
    title: 'Sign in',
    nonce,
    body: `<h1>Sign in</h1>
<p class="muted">to continue to ${escapeHtml(clientName)}</p>
${error ? `<p class="error" role="alert" id="sign-in-error">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">E-mail address</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${error ? ' aria-describedby="sign-in-error"' : ''}${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<p class="actions"><a href="${escapeHtml(`${basePath}/interaction/${encodeURIComponent(uid)}/abort`)}">Cancel and go back</a></p>
<p class="notice">This is the site's local identity provider for development. Its people and password are local only; a real site signs in with the company's provider (OIDC_ISSUER).</p>`,
  });
}

/** RP-initiated logout: the provider's confirmation form, submitted at once (a button without JavaScript). */
export function signOutPage({ nonce, form }: { nonce: string; form: string }): string {
  // oidc-provider's form carries its anti-forgery field; `logout=yes` is the "yes, sign me out" answer.
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return idpPage({
    title: 'Signing out',
    nonce,
    body: `<h1>Signing out…</h1>
${confirmed}
<noscript><p>Confirm to finish signing out of the local identity provider.</p></noscript>
<button type="submit" form="op.logoutForm">Sign out</button>`,
    script: "document.getElementById('op.logoutForm').submit();",
  });
}

export function signedOutPage({ nonce }: { nonce: string }): string {
  return idpPage({ title: 'Signed out', nonce, body: '<h1>You are signed out</h1><p>You can close this tab.</p>' });
}

export function idpErrorPage({ nonce, message, backTo }: { nonce: string; message: string; backTo: string }): string {
  return idpPage({
    title: 'Sign-in problem',
    nonce,
    body: `<h1>Sign-in could not continue</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p class="actions"><a href="${escapeHtml(backTo)}">Start again</a></p>`,
  });
}

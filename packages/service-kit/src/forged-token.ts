/**
 * For tests: `token` with its signature changed. The first signature character is changed
 * because all six of its bits are significant; the last one of a base64url HMAC carries unused
 * padding bits, so changing it sometimes decodes to the same signature (a flaky test).
 */
export function withForgedSignature(token: string): string {
  const dot = token.lastIndexOf('.');
  if (dot < 0 || dot === token.length - 1) throw new Error('not a signed token');
  const first = token[dot + 1];
  return `${token.slice(0, dot + 1)}${first === 'A' ? 'B' : 'A'}${token.slice(dot + 2)}`;
}

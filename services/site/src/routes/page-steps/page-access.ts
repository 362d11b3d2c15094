import type { FastifyRequest } from 'fastify';
import type { RouteEntry } from '@site/contracts/route-entry';

export type AccessAnswer = { allowed: true } | { allowed: false; signIn: string } | { allowed: false; forbidden: true };

/** Whether this request may open a page that lists roles; the identity service answers. */
export type PageAccessCheck = (request: FastifyRequest, permissions: readonly string[]) => Promise<AccessAnswer>;

/**
 * What access does to a page: a public page is served to anyone; a private one (its entry lists
 * roles) is served to whoever may open it, answered 403 to a signed-in person without the role
 * (the admin section says so), and sends a visitor without a session to sign in and back. Without
 * an access check (no identity mounted) private pages are served to anyone.
 */
export type PageAccessStep = { kind: 'public' } | { kind: 'private'; status: 200 | 403 } | { kind: 'sign-in'; location: string };

export async function pageAccessStep(entry: RouteEntry | undefined, request: FastifyRequest, check: PageAccessCheck | undefined): Promise<PageAccessStep> {
  if (!entry || entry.permissions.length === 0) return { kind: 'public' };
  const access = check ? await check(request, entry.permissions) : ({ allowed: true } as const);
  if (access.allowed) return { kind: 'private', status: 200 };
  return 'signIn' in access ? { kind: 'sign-in', location: access.signIn } : { kind: 'private', status: 403 };
}

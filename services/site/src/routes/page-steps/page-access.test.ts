import type { FastifyRequest } from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import { pageAccessStep } from './page-access.ts';
import { routeEntry } from './test-entries.ts';

const publicPage = routeEntry('/about');
const privatePage = routeEntry('/admin', { category: 'admin', permissions: ['content:read'] });
const request = {} as FastifyRequest;

describe('pageAccessStep', () => {
  test('a public page, or no page, is served to anyone without asking', async () => {
    const check = vi.fn();
    expect(await pageAccessStep(publicPage, request, check)).toEqual({ kind: 'public' });
    expect(await pageAccessStep(undefined, request, check)).toEqual({ kind: 'public' });
    expect(check).not.toHaveBeenCalled();
  });
  test('a private page asks with its roles: allowed, forbidden or sent to sign in', async () => {
    const check = vi.fn().mockResolvedValueOnce({ allowed: true });
    expect(await pageAccessStep(privatePage, request, check)).toEqual({ kind: 'private', status: 200 });
    expect(check).toHaveBeenCalledWith(request, ['content:read']);
    check.mockResolvedValueOnce({ allowed: false, forbidden: true });
    expect(await pageAccessStep(privatePage, request, check)).toEqual({ kind: 'private', status: 403 });
    check.mockResolvedValueOnce({ allowed: false, signIn: '/api/auth/sign-in?return=%2Fadmin' });
    expect(await pageAccessStep(privatePage, request, check)).toEqual({ kind: 'sign-in', location: '/api/auth/sign-in?return=%2Fadmin' });
  });
  test('without identity mounted a private page is served, still as private', async () => {
    expect(await pageAccessStep(privatePage, request, undefined)).toEqual({ kind: 'private', status: 200 });
  });
});

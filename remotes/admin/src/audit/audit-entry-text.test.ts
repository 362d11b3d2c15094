import { expect, test } from 'vitest';
import type { AuditEntryPayload } from '@site/contracts/admin-api';
import { actionName, detailLines, subjectOf } from './audit-entry-text.ts';

const entry = (overrides: Partial<AuditEntryPayload>): AuditEntryPayload => ({
  id: 1,
  actor: 'admin@keyline.example',
  action: 'user.role-change',
  entityType: 'admin_user',
  entityId: 'editor@keyline.example',
  details: {},
  ipHash: null,
  createdAt: '2026-12-03T10:00:00.000Z',
  ...overrides,
});

test('an action reads as words: named ones by name, a lead by its form, any other from its code', () => {
  expect(actionName('user.remove')).toBe('Access removed');
  expect(actionName('lead.book-demo')).toBe('New lead: Book a demo');
  expect(actionName('registry.canary-step')).toBe('Registry: canary step');
  expect(actionName('lead.no-such-form')).toBe('Lead: no such form');
});

test('a role change reads "before → after", with a RELEASER’s sections, never as JSON', () => {
  const lines = detailLines(entry({ details: { before: { role: 'VIEWER', sections: [] }, after: { role: 'RELEASER', sections: ['legal', 'partners'] } } }));
  expect(lines).toEqual(['VIEWER → RELEASER (legal, partners)']);
});

test('details read as "label: value": words for camelCase, yes/no, lists, and nothing for empty values', () => {
  expect(detailLines(entry({ action: 'user.remove', details: { role: 'EDITOR', sections: [], sessionsEnded: 2, forced: true, reason: '' } }))).toEqual([
    'role: EDITOR',
    'sections: none',
    'sessions ended: 2',
    'forced: yes',
  ]);
  expect(detailLines(entry({ action: 'inbox.status-changed', entityType: 'lead', details: { from: 'new', to: 'contacted' } }))).toEqual(['new → contacted']);
});

test('a content entry is named by its title and type, linked to its editor, and its details do not repeat them', () => {
  const published = entry({
    action: 'content.publish',
    entityType: 'content_entry',
    entityId: '4b0c6d1e-1111-4aaa-8bbb-123456789abc',
    details: { type: 'blog-post', slug: 'pci-scope', title: 'Taking the phone out of PCI scope' },
  });
  expect(subjectOf(published)).toEqual({
    text: '“Taking the phone out of PCI scope” (blog post)',
    href: '/admin/content/4b0c6d1e-1111-4aaa-8bbb-123456789abc',
  });
  expect(detailLines(published)).toEqual(['slug: pci-scope']);
});

test('a lead links to it in the inbox; a person or a section is named as stored', () => {
  expect(subjectOf(entry({ entityType: 'lead', entityId: 'abc' }))).toEqual({ text: 'the lead', href: '/admin/leads?lead=abc' });
  expect(subjectOf(entry({}))).toEqual({ text: 'editor@keyline.example' });
  expect(subjectOf(entry({ entityType: 'admin_session', entityId: null }))).toEqual({ text: '—' });
});

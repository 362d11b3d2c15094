import { expect, test } from 'vitest';
import { defaultAdminOrigin, onAdminOrigin, requestOrigin } from './site-origins.ts';

const origins = { public: 'https://www.keyline.example', admin: 'https://admin.keyline.example' };

test('a request’s origin is its scheme and host as the browser saw them, whatever their case, and none for a Host that is not one', () => {
  expect(requestOrigin({ protocol: 'https', host: 'Admin.Keyline.Example' })).toBe('https://admin.keyline.example');
  expect(requestOrigin({ protocol: 'https', host: 'admin.keyline.example:443' })).toBe('https://admin.keyline.example');
  expect(requestOrigin({ protocol: 'http', host: 'bad host/%' })).toBeUndefined();
  // Asked again (answered from what was worked out), the same.
  expect(requestOrigin({ protocol: 'http', host: 'bad host/%' })).toBeUndefined();
  expect(requestOrigin({ protocol: 'https', host: 'Admin.Keyline.Example' })).toBe('https://admin.keyline.example');
});

test('only a request to the admin origin is on it, and none while both origins are one', () => {
  expect(onAdminOrigin(origins, { protocol: 'https', host: 'ADMIN.keyline.example' })).toBe(true);
  expect(onAdminOrigin(origins, { protocol: 'http', host: 'admin.keyline.example' })).toBe(false);
  expect(onAdminOrigin(origins, { protocol: 'https', host: 'www.keyline.example' })).toBe(false);
  expect(onAdminOrigin({ public: origins.admin, admin: origins.admin }, { protocol: 'https', host: 'admin.keyline.example' })).toBe(false);
});

test('a client naming thousands of hosts gets the right answer for each (what is remembered is bounded)', () => {
  for (let index = 0; index < 2500; index++) expect(requestOrigin({ protocol: 'https', host: `h${index}.example` })).toBe(`https://h${index}.example`);
  expect(onAdminOrigin(origins, { protocol: 'https', host: 'admin.keyline.example' })).toBe(true);
});

test('the admin origin beside a public one', () => {
  expect(defaultAdminOrigin('https://www.keyline.example')).toBe('https://admin.keyline.example');
  expect(defaultAdminOrigin('http://localhost:3000')).toBe('http://127.0.0.1:3000');
});

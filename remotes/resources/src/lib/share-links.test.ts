import { expect, test } from 'vitest';
import { shareLinks } from './share-links.ts';

const URL_OF_POST = 'https://www.example.com/resources/blog/pci-dss-4-0-1';

test('each service gets the canonical address, and X and e-mail the title, encoded', () => {
  expect(shareLinks({ url: URL_OF_POST, title: 'PCI DSS 4.0.1: what changes?' })).toEqual([
    { service: 'linkedin', href: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.com%2Fresources%2Fblog%2Fpci-dss-4-0-1' },
    {
      service: 'x',
      href: 'https://x.com/intent/post?url=https%3A%2F%2Fwww.example.com%2Fresources%2Fblog%2Fpci-dss-4-0-1&text=PCI%20DSS%204.0.1%3A%20what%20changes%3F',
    },
    {
      service: 'email',
      href: 'mailto:?subject=PCI%20DSS%204.0.1%3A%20what%20changes%3F&body=https%3A%2F%2Fwww.example.com%2Fresources%2Fblog%2Fpci-dss-4-0-1',
    },
  ]);
});

test('characters that would end a parameter or the address stay inside the title', () => {
  const [, x, email] = shareLinks({ url: URL_OF_POST, title: 'Fees & charges #2 = 50% off?' });
  const text = new URL(x?.href ?? '').searchParams.get('text');
  expect(text).toBe('Fees & charges #2 = 50% off?');
  expect(email?.href).toBe(`mailto:?subject=Fees%20%26%20charges%20%232%20%3D%2050%25%20off%3F&body=${encodeURIComponent(URL_OF_POST)}`);
});

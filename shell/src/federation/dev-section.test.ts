import { describe, expect, it } from 'vitest';
import { preferDevelopmentBuilds } from './dev-section.ts';

type ResolveShareArgs = Parameters<NonNullable<typeof preferDevelopmentBuilds.resolveShare>>[0];

const shellReact = { version: '19.3.1', from: 'shell' };
const devReact = { version: '19.3.1-development', from: 'section_legal' };

function resolve(pkgName: string, versions: Record<string, unknown>) {
  const fallback = { shared: 'the default choice', useTreesShaking: false };
  const args = { pkgName, scope: 'default', shareScopeMap: { default: { [pkgName]: versions } }, resolver: () => fallback } as unknown as ResolveShareArgs;
  const resolveShare = preferDevelopmentBuilds.resolveShare;
  if (!resolveShare) throw new Error('the plugin has no resolveShare hook');
  return (resolveShare(args) as ResolveShareArgs).resolver();
}

describe('a dev override prefers the dev server’s development builds', () => {
  it('takes a shared library from the development build when the dev server offers one', () => {
    expect(resolve('react', { '19.3.1': shellReact, '19.3.1-development': devReact })).toEqual({ shared: devReact, useTreesShaking: false });
    expect(resolve('react-dom/client', { '19.3.1-development': devReact, '19.3.1': shellReact })).toEqual({ shared: devReact, useTreesShaking: false });
  });

  it('leaves the usual choice alone for a library the dev server does not offer', () => {
    expect(resolve('@site/ui/consent', { '0.1.0': shellReact })).toEqual({ shared: 'the default choice', useTreesShaking: false });
    expect(resolve('zustand', {})).toEqual({ shared: 'the default choice', useTreesShaking: false });
  });
});

import { describe, expect, it } from 'vitest';
import { SectionLoadError } from '../federation/section-loader.ts';
import { failureKey, isLoadError } from './load-error.ts';

function named(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('isLoadError', () => {
  it.each([
    ['a ChunkLoadError by name', named('ChunkLoadError', 'something')],
    ['a ChunkLoadError by message', new Error('ChunkLoadError: boom')],
    ['webpack "Loading chunk 123 failed"', new Error('Loading chunk 123 failed.\n(error: https://site.example/123.js)')],
    ['webpack "Loading CSS chunk" failures', new Error('Loading CSS chunk main-abc failed.')],
    ['Chrome dynamic import failures', new TypeError('Failed to fetch dynamically imported module: https://site.example/a.js')],
    ['Firefox dynamic import failures', new TypeError('error loading dynamically imported module')],
    ['Safari dynamic import failures', new TypeError('Importing a module script failed.')],
    ['Module Federation RUNTIME-003 (manifest fetch)', new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest')],
    ['Module Federation RUNTIME-008 (remote entry)', new Error('[ Federation Runtime ]: RUNTIME-008 resource load failed')],
    ['a ScriptExternalLoadError', named('ScriptExternalLoadError', 'Loading script failed.')],
    ['a SectionLoadError', new SectionLoadError('solutions', 'anything at all')],
    ['a load error nested as a cause', new Error('render failed', { cause: new Error('Loading chunk 42 failed.') })],
    ['a load error nested two causes deep', new Error('a', { cause: new Error('b', { cause: named('ChunkLoadError', 'x') }) })],
    ['a SectionLoadError nested as a cause', new Error('route failed', { cause: new SectionLoadError('legal', 'x') })],
    ['a plain string naming a chunk failure', 'Loading chunk 7 failed'],
  ])('is true for %s', (_label, error) => {
    expect(isLoadError(error)).toBe(true);
  });

  it.each([
    ['an ordinary TypeError', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['an API error', new Error('API error: 500')],
    ['an error whose cause is ordinary', new Error('outer', { cause: new RangeError('bad') })],
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
  ])('is false for %s', (_label, error) => {
    expect(isLoadError(error)).toBe(false);
  });

  it('is false, without looping, for an ordinary error that is its own cause', () => {
    const error = new Error('loop');
    error.cause = error;
    expect(isLoadError(error)).toBe(false);
  });
});

describe('failureKey', () => {
  it('keys a section failure by section, whatever the page', () => {
    const error = new SectionLoadError('resources', 'its remote failed to load');
    expect(failureKey(error, '/resources/blog')).toBe('section:resources');
    expect(failureKey(error, '/resources/videos')).toBe(failureKey(error, '/resources/blog'));
  });

  it('keys other load failures by path', () => {
    const error = new Error('Loading chunk 1 failed.');
    expect(failureKey(error, '/pricing')).toBe('load:/pricing');
    expect(failureKey(error, '/about')).not.toBe(failureKey(error, '/pricing'));
  });

  it('keeps two sections apart', () => {
    expect(failureKey(new SectionLoadError('solutions', 'x'), '/')).not.toBe(failureKey(new SectionLoadError('partners', 'x'), '/'));
  });
});

import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { createContext, type CliIo } from './context.ts';

const sink = { write: () => true };
const io = (env: CliIo['env']): CliIo => ({ env, stdout: sink, stderr: sink, cwd: '/somewhere' });

describe('where the CLI finds the registry', () => {
  test('without REGISTRY_URL it asks the site npm start runs here: on PORT, else 3000', () => {
    expect(createContext(io({})).registryUrl).toBe('http://localhost:3000');
    expect(createContext(io({ PORT: '4100' })).registryUrl).toBe('http://localhost:4100');
  });

  test('REGISTRY_URL wins, without its trailing slashes', () => {
    expect(createContext(io({ REGISTRY_URL: 'https://www.keyline.example//', PORT: '4100' })).registryUrl).toBe('https://www.keyline.example');
  });

  test('a PORT that is not a port number is refused, naming it', () => {
    expect(() => createContext(io({ PORT: 'http' }))).toThrow('PORT must be a port number, not "http"');
    expect(() => createContext(io({ PORT: '70000' }))).toThrow(/PORT must be a port number/);
  });

  test('a scoped token before the break-glass one; sections are built from this checkout', () => {
    const context = createContext(io({ REGISTRY_TOKEN: 'scoped', PLATFORM_TOKEN: 'break-glass' }));
    expect(context.token).toBe('scoped');
    expect(createContext(io({ PLATFORM_TOKEN: 'break-glass' })).token).toBe('break-glass');
    expect(path.join(context.repoRoot, 'services/release/src/cli/registry-commands')).toBe(import.meta.dirname);
  });
});

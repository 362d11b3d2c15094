import { describe, expect, test } from 'vitest';
import { checkAndBuildSection, type Runner } from './build-section.ts';

/** Records each command and answers with the exit code the test gives for it. */
function recorder(exitCodes: Record<string, number> = {}) {
  const commands: string[] = [];
  const run: Runner = async (cwd, command, args) => {
    const line = `${cwd.endsWith('/e2e') ? 'e2e$ ' : ''}${command} ${args.join(' ')}`;
    commands.push(line);
    return Object.entries(exitCodes).find(([part]) => line.includes(part))?.[1] ?? 0;
  };
  return { commands, run };
}

describe('publish checks a section before it copies or registers anything', () => {
  test('its typecheck, lint, unit tests and build run through turbo, for that section alone', async () => {
    const { commands, run } = recorder();
    await checkAndBuildSection('/repo', 'legal', { run });
    expect(commands).toEqual([
      'npx tsx packages/build/src/api-report-cli.ts --check',
      'npx turbo run typecheck lint test build --filter=@site/remote-legal --output-logs=errors-only',
    ]);
  });

  test('the shell is checked and built like a section, as its own workspace', async () => {
    const { commands, run } = recorder();
    await checkAndBuildSection('/repo', 'shell', { e2e: true, run });
    expect(commands).toEqual([
      'npx tsx packages/build/src/api-report-cli.ts --check',
      'npx turbo run typecheck lint test build --filter=@site/shell --output-logs=errors-only',
      'npx turbo run build --output-logs=errors-only',
      'e2e$ npx playwright test --grep @shell\\b',
    ]);
  });

  test('a failing check refuses the release, saying nothing was uploaded or registered', async () => {
    const { run } = recorder({ 'turbo run typecheck': 2 });
    await expect(checkAndBuildSection('/repo', 'legal', { run })).rejects.toThrow(
      /legal's checks or build failed .*exited with 2\); nothing was uploaded or registered/,
    );
  });

  test('--e2e adds the section’s tagged journeys against the whole built site, and refuses when one fails', async () => {
    const { commands, run } = recorder({ 'playwright test': 1 });
    await expect(checkAndBuildSection('/repo', 'legal', { e2e: true, run })).rejects.toThrow(/legal's journeys failed/);
    expect(commands.slice(2)).toEqual(['npx turbo run build --output-logs=errors-only', 'e2e$ npx playwright test --grep @legal\\b']);
  });

  test('a contract changed incompatibly under the same major refuses the release before the section is checked or built', async () => {
    const { commands, run } = recorder({ 'api-report-cli.ts --check': 1 });
    await expect(checkAndBuildSection('/repo', 'legal', { run })).rejects.toThrow(
      /the shared contracts changed incompatibly without a new major version .*; nothing was uploaded or registered/,
    );
    expect(commands).toEqual(['npx tsx packages/build/src/api-report-cli.ts --check']);
  });
});

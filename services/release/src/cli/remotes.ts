/**
 * `npm run remotes -- <command>`: the platform engineer's view of the remote registry — publish,
 * promote, roll back, compare and clean up section versions. Exit codes: 0 done, 1 refused or
 * failed (one line saying why, then the registry's failures), 2 wrong arguments (with usage).
 */
import { realpathSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { approveCommand } from './registry-commands/approve.ts';
import { auditCommand } from './registry-commands/audit.ts';
import { createContext, UsageError, type CliContext, type CliIo, type Command } from './registry-commands/context.ts';
import { diffCommand } from './registry-commands/diff.ts';
import { gcCommand } from './registry-commands/gc.ts';
import { historyCommand } from './registry-commands/history.ts';
import { keygenCommand } from './registry-commands/keygen.ts';
import { listCommand } from './registry-commands/list.ts';
import { promoteCommand } from './registry-commands/promote.ts';
import { previewCommand } from './registry-commands/preview.ts';
import { publishCommand } from './registry-commands/publish.ts';
import { RegistryRequestError } from './registry-commands/registry-client.ts';
import { rollbackCommand } from './registry-commands/rollback.ts';
import { statusCommand } from './registry-commands/status.ts';
import { verifyCommand } from './registry-commands/verify.ts';

export type { CliIo } from './registry-commands/context.ts';

const COMMANDS: readonly Command[] = [
  publishCommand,
  promoteCommand,
  approveCommand,
  rollbackCommand,
  previewCommand,
  listCommand,
  statusCommand,
  diffCommand,
  gcCommand,
  historyCommand,
  auditCommand,
  verifyCommand,
  keygenCommand,
];

const width = Math.max(...COMMANDS.map((command) => command.name.length));
const USAGE = `usage: npm run remotes -- <command> [arguments] [--json] [--help]

${COMMANDS.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`).join('\n')}

Environment: REGISTRY_URL (default http://localhost:$PORT), REGISTRY_TOKEN (a scoped API token
from /admin/users; PLATFORM_TOKEN is the break-glass fallback), PUBLIC_BASE_URL (default /remotes: where the site serves
stored versions; a CDN in front of it, say), RELEASE_SIGNING_KEY (the section CI's private key from
\`remotes keygen\`: publish signs with it). \`remotes <command> --help\` for details.`;

/**
 * A refusal or failure: one line on stderr (then the registry's failures), and with --json the same
 * as a JSON object on stdout, so a script reading stdout learns why too.
 */
function reportFailure(context: CliContext, error: unknown, json: boolean): number {
  const message = error instanceof Error ? error.message : String(error);
  const status = error instanceof RegistryRequestError ? error.status : null;
  const failures = error instanceof RegistryRequestError ? error.failures : [];
  const hint = status === 401 && context.token === undefined ? ' (set REGISTRY_TOKEN to an API token from /admin/users)' : '';
  context.err(`error: ${message}${hint}${status === null ? '' : ` [HTTP ${status}]`}`);
  for (const failure of failures) context.err(`  - ${failure}`);
  if (json) context.out(JSON.stringify({ ok: false, error: `${message}${hint}`, status, failures }, null, 2));
  return 1;
}

/** Runs one command line; returns the exit code. Never throws, so tests can call it directly. */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.stderr : io.stdout).write(`${USAGE}\n`);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) {
    io.stderr.write(`error: unknown command ${JSON.stringify(name)}\n\n${USAGE}\n`);
    return 2;
  }
  let context: CliContext;
  try {
    context = createContext(io);
  } catch (error) {
    io.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  try {
    return await command.run(context, rest);
  } catch (error) {
    if (error instanceof UsageError) {
      context.err(`error: ${error.message}\n\n${command.usage}`);
      return 2;
    }
    return reportFailure(context, error, rest.includes('--json'));
  }
}

/** True when this file is the program (tsx src/cli/remotes.ts), not imported by a test. */
function isMain(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

/** A yes/no question on the terminal (stderr, so stdout keeps only the result); none without one. */
async function askTerminal(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await terminal.question(`${question} [y/N] `)).trim());
  } finally {
    terminal.close();
  }
}

if (isMain()) {
  process.exitCode = await run(process.argv.slice(2), {
    env: process.env,
    stdout: process.stdout,
    stderr: process.stderr,
    confirm: process.stdin.isTTY && process.stderr.isTTY ? askTerminal : undefined,
  });
}

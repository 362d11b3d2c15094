/**
 * What every `remotes` command gets: where the registry and the deploy root are, an HTTP client,
 * and somewhere to write. Commands take these as arguments rather than reading process globals, so
 * tests run them in-process against a real registry and capture what they print.
 */
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { loadConfig } from '../../config.ts';
import { DeployStore } from '../../deployments/deploy-store.ts';
import { RegistryClient } from './registry-client.ts';

export interface TextSink {
  write(text: string): unknown;
}

export interface CliIo {
  env: Readonly<Record<string, string | undefined>>;
  stdout: TextSink;
  stderr: TextSink;
  /** Where relative paths given on the command line are meant from; defaults to INIT_CWD or the process's. */
  cwd?: string;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
}

export interface CliContext {
  registryUrl: string;
  token: string | undefined;
  client: RegistryClient;
  store: DeployStore;
  repoRoot: string;
  /** Where the deployed version folders are served from; the manifest URL of a version starts with it. */
  publicBaseUrl: string;
  cwd: string;
  fetch: typeof fetch;
  out: (text?: string) => void;
  err: (text: string) => void;
}

/** Wrong arguments: exit 2 with the command's usage. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A refusal decided here rather than by the registry: exit 1 with this one line. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

export function createContext(io: CliIo): CliContext {
  // Only what the CLI uses: a server setting it never reads (a database URL, a token the server
  // would find too short) must not stop an engineer from listing versions.
  const config = loadConfig({ DEPLOY_ROOT: io.env.DEPLOY_ROOT, PORT: io.env.PORT });
  const registryUrl = (io.env.REGISTRY_URL || `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  // A scoped API token (a section team's CI); the break-glass PLATFORM_TOKEN only when there is none.
  const token = io.env.REGISTRY_TOKEN || io.env.PLATFORM_TOKEN || undefined;
  const fetchImpl = io.fetch ?? fetch;
  return {
    registryUrl,
    token,
    client: new RegistryClient({ baseUrl: registryUrl, token, fetch: fetchImpl }),
    store: new DeployStore(config.DEPLOY_ROOT),
    repoRoot: config.repoRoot,
    publicBaseUrl: (io.env.PUBLIC_BASE_URL || '/remotes').replace(/\/+$/, ''),
    // npm runs workspace scripts inside the workspace; paths are meant from where the command was typed.
    cwd: io.cwd ?? io.env.INIT_CWD ?? process.cwd(),
    fetch: fetchImpl,
    out: (text = '') => io.stdout.write(`${text}\n`),
    err: (text) => io.stderr.write(`${text}\n`),
  };
}

export const resolvePath = (context: CliContext, given: string): string => path.resolve(context.cwd, given);

type Options = NonNullable<ParseArgsConfig['options']>;

/** Options every command understands. */
const COMMON_OPTIONS = {
  help: { type: 'boolean', short: 'h' },
  json: { type: 'boolean' },
} as const;

type CommandOptions<O extends Options> = O & typeof COMMON_OPTIONS;

export type ParsedArgs<O extends Options> = ReturnType<typeof parseArgs<{ options: CommandOptions<O>; allowPositionals: true; strict: true }>>;

/** Strict parsing: an unknown option or a missing value is a usage error, never silently ignored. */
function parseCommandArgs<O extends Options>(definition: CommandDefinition<O>, argv: string[]): ParsedArgs<O> {
  let parsed: ParsedArgs<O>;
  try {
    parsed = parseArgs({ args: argv, options: { ...definition.options, ...COMMON_OPTIONS }, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const help = (parsed.values as { help?: boolean }).help === true;
  if (!help) {
    const count = parsed.positionals.length;
    const { min, max } = definition.positionals;
    if (count < min) throw new UsageError(`${definition.name}: missing arguments`);
    if (count > max) throw new UsageError(`${definition.name}: unexpected argument ${JSON.stringify(parsed.positionals[max])}`);
  }
  return parsed;
}

/** A whole number option within bounds; undefined when not given. */
export function integerOption(name: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`);
  }
  return number;
}

/** Prints the raw response for `--json`; returns whether it did, so the caller skips the tables. */
export function printJson(context: CliContext, json: boolean | undefined, value: unknown): boolean {
  if (json) context.out(JSON.stringify(value, null, 2));
  return json === true;
}

/** One `remotes <name>` command; returns its exit code. */
export interface Command {
  name: string;
  /** One line, for the list of commands. */
  summary: string;
  /** Full usage text, shown for --help and after a usage error. */
  usage: string;
  run(context: CliContext, argv: string[]): Promise<number>;
}

/** A command as written: its own options (`--help` and `--json` come with every command) and what it does with them. */
export interface CommandDefinition<O extends Options> extends Omit<Command, 'run'> {
  options: O;
  /** Allowed number of positional arguments. */
  positionals: { min: number; max: number };
  run(context: CliContext, args: ParsedArgs<O>): Promise<number>;
}

/** Parses a command's arguments strictly and answers `--help` with its usage (exit 0) before it runs. */
export function defineCommand<O extends Options>(definition: CommandDefinition<O>): Command {
  return {
    name: definition.name,
    summary: definition.summary,
    usage: definition.usage,
    async run(context, argv) {
      const args = parseCommandArgs(definition, argv);
      if ((args.values as { help?: boolean }).help) {
        context.out(definition.usage);
        return 0;
      }
      return definition.run(context, args);
    },
  };
}

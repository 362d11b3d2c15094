/**
 * What every `remotes` command gets: where the registry is, an HTTP client,
 * and somewhere to write. Commands take these as arguments rather than reading process globals, so
 * tests run them in-process against a real registry and capture what they print.
 */
import { signingKeyFrom } from '@site/service-kit/build-signing';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { RegistryClient } from './registry-client.ts';
import { UsageError } from '../usage-error.ts';

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
  /** Asks the person at the terminal a yes/no question; absent where nobody can answer (a script, CI). */
  confirm?: ((question: string) => Promise<boolean>) | undefined;
}

export interface CliContext {
  registryUrl: string;
  token: string | undefined;
  /** The section CI's Ed25519 private key (RELEASE_SIGNING_KEY, PEM): publish signs with it when set. */
  signingKey: string | undefined;
  client: RegistryClient;
  repoRoot: string;
  /** Where the site serves stored versions from; the manifest URL of a version starts with it. */
  publicBaseUrl: string;
  cwd: string;
  fetch: typeof fetch;
  out: (text?: string) => void;
  err: (text: string) => void;
  /** See CliIo.confirm: undefined without a terminal. */
  confirm: ((question: string) => Promise<boolean>) | undefined;
}

// Wrong arguments: exit 2 with the command's usage. One class for every release CLI; the commands import it from here.
export { UsageError };

/** A refusal decided here rather than by the registry: exit 1 with this one line. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CommandError';
  }
}

/** The checkout the CLI runs from: where `publish` finds, checks and builds a section. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../../../..');
/** Where `npm start` serves the site, and so its registry, when PORT does not say. */
const LOCAL_SITE_PORT = 3000;

/** The registry of the site `npm start` runs here: on PORT, as the server reads it. */
function localRegistryUrl(port: string | undefined): string {
  if (port === undefined || port === '') return `http://localhost:${LOCAL_SITE_PORT}`;
  if (!/^\d{1,5}$/.test(port) || Number(port) > 65_535) throw new Error(`PORT must be a port number, not ${JSON.stringify(port)}`);
  return `http://localhost:${Number(port)}`;
}

export function createContext(io: CliIo): CliContext {
  // Only what the CLI uses: a server setting it never reads (a database URL, a token the server
  // would find too short) must not stop an engineer from listing versions.
  const registryUrl = (io.env.REGISTRY_URL || localRegistryUrl(io.env.PORT)).replace(/\/+$/, '');
  // A scoped API token (a section team's CI); the break-glass PLATFORM_TOKEN only when there is none.
  const token = io.env.REGISTRY_TOKEN || io.env.PLATFORM_TOKEN || undefined;
  const fetchImpl = io.fetch ?? fetch;
  return {
    registryUrl,
    token,
    signingKey: signingKeyFrom(io.env),
    client: new RegistryClient({ baseUrl: registryUrl, token, fetch: fetchImpl }),
    repoRoot: REPO_ROOT,
    publicBaseUrl: (io.env.PUBLIC_BASE_URL || '/remotes').replace(/\/+$/, ''),
    // npm runs workspace scripts inside the workspace; paths are meant from where the command was typed.
    cwd: io.cwd ?? io.env.INIT_CWD ?? process.cwd(),
    fetch: fetchImpl,
    out: (text = '') => io.stdout.write(`${text}\n`),
    err: (text) => io.stderr.write(`${text}\n`),
    confirm: io.confirm,
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

/**
 * `--keep -1` would be read by Node's parser as a second option (and refused in its own words):
 * a negative number after a value-taking option is its value, joined as `--keep=-1`, so the
 * option's own check can say what is wrong with it.
 */
function joinNegativeValues(argv: readonly string[], options: Options): string[] {
  const joined: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    const next = argv[index + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : undefined;
    if (name && options[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      index += 1;
    } else {
      joined.push(arg);
    }
  }
  return joined;
}

/** Strict parsing: an unknown option or a missing value is a usage error, never silently ignored. */
function parseCommandArgs<O extends Options>(definition: CommandDefinition<O>, argv: string[]): ParsedArgs<O> {
  let parsed: ParsedArgs<O>;
  const options = { ...definition.options, ...COMMON_OPTIONS };
  try {
    parsed = parseArgs({ args: joinNegativeValues(argv, options), options, allowPositionals: true, strict: true });
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

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `--name 10m` → 600 seconds, between `minS` and `maxS`; anything else is a usage error naming the flag. */
export function durationOption(name: string, value: string | undefined, minS: number, maxS: number): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d{1,6})([smhd])$/.exec(value.trim());
  const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] ?? 's'] ?? 1) : Number.NaN;
  if (!(seconds >= minS && seconds <= maxS)) {
    throw new UsageError(`--${name} must be a duration such as 90s, 30m, 1h or 2d, from ${minS} s to ${maxS} s, not ${JSON.stringify(value)}`);
  }
  return seconds;
}

/** `--name 10,25,50,100` → [10, 25, 50, 100]; anything else is a usage error naming the flag. */
export function integerListOption(name: string, value: string | undefined, min: number, max: number): number[] | undefined {
  if (value === undefined) return undefined;
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d+$/.test(part) || Number(part) < min || Number(part) > max)) {
    throw new UsageError(`--${name} must be whole numbers from ${min} to ${max} separated by commas, not ${JSON.stringify(value)}`);
  }
  return parts.map(Number);
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

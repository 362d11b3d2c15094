import { SECTIONS, type SectionName } from './sections.ts';

/**
 * Ports of `npm run dev`: one base (`DEV_PORT_BASE`, default 3000) and a fixed offset for each
 * server, so a second checkout runs beside the first with one variable (`DEV_PORT_BASE=4000`).
 *
 * | server                       | offset |
 * | ---------------------------- | ------ |
 * | shell (the page you open)    | +0     |
 * | site server (API, manifest)  | +100   |
 * | solutions … admin            | +101 … +105, in `SECTIONS` order |
 * | the UI catalogue (Storybook) | +150   |
 */
export const DEV_PORT_BASE_VARIABLE = 'DEV_PORT_BASE';
export const DEFAULT_DEV_PORT_BASE = 3000;
export const SITE_DEV_PORT_OFFSET = 100;
export const SECTION_DEV_PORT_OFFSETS: Readonly<Record<SectionName, number>> = Object.fromEntries(
  SECTIONS.map((section, index) => [section, 101 + index]),
) as Record<SectionName, number>;

/** `npm run storybook --workspace @site/ui`: clear of the sections (room for more) and of the services' own ports (3200-3400 by default). */
export const CATALOGUE_DEV_PORT_OFFSET = 150;

/** The highest base that leaves room for every offset below port 65536. */
const MAX_BASE = 65535 - Math.max(CATALOGUE_DEV_PORT_OFFSET, ...Object.values(SECTION_DEV_PORT_OFFSETS));

export interface DevPorts {
  base: number;
  shell: number;
  site: number;
  sections: Readonly<Record<SectionName, number>>;
  catalogue: number;
}

/** Ports from 1024 up that browsers (and Node's fetch) refuse to connect to: the Fetch standard's "bad ports". */
const BAD_PORTS: ReadonlySet<number> = new Set([
  1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** The base from the environment; a value that is not a usable port stops with a message naming the variable. */
export function devPortBase(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env[DEV_PORT_BASE_VARIABLE];
  if (raw === undefined || raw.trim() === '') return DEFAULT_DEV_PORT_BASE;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base > MAX_BASE) {
    throw new Error(`${DEV_PORT_BASE_VARIABLE}=${raw} is not a usable port base: use a whole number from 1024 to ${MAX_BASE}`);
  }
  const ports = devPorts(base);
  const refused = [ports.shell, ports.site, ports.catalogue, ...Object.values(ports.sections)].find((port) => BAD_PORTS.has(port));
  if (refused !== undefined) {
    throw new Error(
      `${DEV_PORT_BASE_VARIABLE}=${raw} would put a server on port ${refused}, which browsers refuse to open: use another base, e.g. ${base + 1000}`,
    );
  }
  return base;
}

export function devPorts(base: number = DEFAULT_DEV_PORT_BASE): DevPorts {
  const sections = Object.fromEntries(SECTIONS.map((section) => [section, base + SECTION_DEV_PORT_OFFSETS[section]])) as Record<SectionName, number>;
  return { base, shell: base, site: base + SITE_DEV_PORT_OFFSET, sections, catalogue: base + CATALOGUE_DEV_PORT_OFFSET };
}

/** How a dev server names its port when it is taken: the base variable and the offset. */
export function devPortInUseMessage(server: string, port: number, base: number): string {
  const offset = port - base;
  return `${server}: port ${port} (${DEV_PORT_BASE_VARIABLE}=${base} + ${offset}) is in use, probably by another checkout's dev servers. Run with another base, e.g. ${DEV_PORT_BASE_VARIABLE}=${otherBase(base)} npm run dev`;
}

/** A base a thousand or more above `base` that `devPortBase` accepts (5000's neighbour 6000 puts the shell on a port browsers refuse). */
function otherBase(base: number): number {
  for (let other = base + 1000; other <= MAX_BASE; other += 1000) {
    try {
      return devPortBase({ [DEV_PORT_BASE_VARIABLE]: String(other) });
    } catch {
      // not usable: try the next thousand
    }
  }
  return DEFAULT_DEV_PORT_BASE;
}

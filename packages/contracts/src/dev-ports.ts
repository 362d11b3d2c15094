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
 */
export const DEV_PORT_BASE_VARIABLE = 'DEV_PORT_BASE';
export const DEFAULT_DEV_PORT_BASE = 3000;
export const SITE_DEV_PORT_OFFSET = 100;
export const SECTION_DEV_PORT_OFFSETS: Readonly<Record<SectionName, number>> = Object.fromEntries(SECTIONS.map((section, index) => [section, 101 + index])) as Record<SectionName, number>;

/** The highest base that leaves room for every offset below port 65536. */
const MAX_BASE = 65535 - Math.max(...Object.values(SECTION_DEV_PORT_OFFSETS));

export interface DevPorts {
  base: number;
  shell: number;
  site: number;
  sections: Readonly<Record<SectionName, number>>;
}

/** The base from the environment; a value that is not a usable port stops with a message naming the variable. */
export function devPortBase(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env[DEV_PORT_BASE_VARIABLE];
  if (raw === undefined || raw.trim() === '') return DEFAULT_DEV_PORT_BASE;
  const base = Number(raw);
  if (!Number.isInteger(base) || base < 1024 || base > MAX_BASE) {
    throw new Error(`${DEV_PORT_BASE_VARIABLE}=${raw} is not a usable port base: use a whole number from 1024 to ${MAX_BASE}`);
  }
  return base;
}

export function devPorts(base: number = DEFAULT_DEV_PORT_BASE): DevPorts {
  const sections = Object.fromEntries(SECTIONS.map((section) => [section, base + SECTION_DEV_PORT_OFFSETS[section]])) as Record<SectionName, number>;
  return { base, shell: base, site: base + SITE_DEV_PORT_OFFSET, sections };
}

/** How a dev server names its port when it is taken: the base variable and the offset. */
export function devPortInUseMessage(server: string, port: number, base: number): string {
  const offset = port - base;
  return `${server}: port ${port} (${DEV_PORT_BASE_VARIABLE}=${base} + ${offset}) is in use, probably by another checkout's dev servers. Run with another base, e.g. ${DEV_PORT_BASE_VARIABLE}=${base + 1000} npm run dev`;
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_DEV_PORT_BASE, devPortBase, devPortInUseMessage, devPorts } from './dev-ports.ts';

describe('dev ports', () => {
  it('are one base plus documented offsets: shell +0, site server +100, sections +101 to +105, the UI catalogue +150', () => {
    expect(devPorts(3000)).toEqual({
      base: 3000,
      shell: 3000,
      site: 3100,
      sections: { solutions: 3101, resources: 3102, partners: 3103, legal: 3104, admin: 3105 },
      catalogue: 3150,
    });
    expect(devPorts(4000).sections.legal).toBe(4104);
    expect(devPorts(4000).catalogue).toBe(4150);
  });

  it('take the base from DEV_PORT_BASE, 3000 when it is unset or empty', () => {
    expect(devPortBase({})).toBe(DEFAULT_DEV_PORT_BASE);
    expect(devPortBase({ DEV_PORT_BASE: '' })).toBe(DEFAULT_DEV_PORT_BASE);
    expect(devPortBase({ DEV_PORT_BASE: '4000' })).toBe(4000);
  });

  it.each(['abc', '80', '65500', '3000.5'])('refuse DEV_PORT_BASE=%s, naming the variable', (value) => {
    expect(() => devPortBase({ DEV_PORT_BASE: value })).toThrow(/^DEV_PORT_BASE=.* is not a usable port base/);
  });

  it('refuse a base that would put a server on a port browsers will not open', () => {
    expect(() => devPortBase({ DEV_PORT_BASE: '6000' })).toThrow(
      'DEV_PORT_BASE=6000 would put a server on port 6000, which browsers refuse to open: use another base, e.g. 7000',
    );
    expect(() => devPortBase({ DEV_PORT_BASE: '5900' })).toThrow(/port 6000/);
    expect(devPortBase({ DEV_PORT_BASE: '7000' })).toBe(7000);
  });

  it('say which variable to change when a port is taken, in one line', () => {
    const message = devPortInUseMessage('legal', 3104, 3000);
    expect(message).toBe(
      "legal: port 3104 (DEV_PORT_BASE=3000 + 104) is in use, probably by another checkout's dev servers. Run with another base, e.g. DEV_PORT_BASE=4000 npm run dev",
    );
    expect(message).not.toContain('\n');
    // 6000 would put the shell on a port browsers refuse: the next usable base is suggested instead.
    expect(devPortInUseMessage('legal', 5104, 5000)).toMatch(/e\.g\. DEV_PORT_BASE=7000 npm run dev$/);
  });
});

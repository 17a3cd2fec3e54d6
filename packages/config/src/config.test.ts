import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redact } from './index.ts';

const spec = {
  port: { env: 'PORT', kind: 'int', default: 8080, min: 1, max: 65535 },
  brokers: { env: 'BROKERS', kind: 'list', default: ['127.0.0.1:19092'] },
  mode: { env: 'MODE', kind: 'enum', values: ['embedded', 'distributed'], default: 'embedded' },
  secret: { env: 'SECRET', kind: 'string', secret: true, required: true },
  debug: { env: 'DEBUG', kind: 'boolean', default: false },
} as const;

describe('loadConfig', () => {
  it('applies defaults and parses values', () => {
    const c = loadConfig(spec, { SECRET: 's', PORT: '9000', BROKERS: 'a:1, b:2', DEBUG: 'yes' });
    expect(c).toEqual({ port: 9000, brokers: ['a:1', 'b:2'], mode: 'embedded', secret: 's', debug: true });
    expect(Object.isFrozen(c)).toBe(true);
  });
  it('reports every problem at once', () => {
    let err: unknown;
    try {
      loadConfig(spec, { PORT: 'x', MODE: 'cluster', DEBUG: 'maybe' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/PORT must be an integer/);
    expect(problems.join('\n')).toMatch(/MODE must be one of embedded, distributed/);
    expect(problems.join('\n')).toMatch(/SECRET is required/);
    expect(problems.join('\n')).toMatch(/DEBUG must be true or false/);
  });
  it('rejects out-of-range numbers and redacts secrets', () => {
    expect(() => loadConfig(spec, { SECRET: 's', PORT: '70000' })).toThrow(/PORT must be between 1 and 65535/);
    const c = loadConfig(spec, { SECRET: 'hunter2' });
    expect(JSON.stringify(redact(spec, c))).not.toContain('hunter2');
  });
});

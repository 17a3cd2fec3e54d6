// loadConfig(spec, env): one schema per service, defaults in one place, every problem reported at once.

type Kind = 'string' | 'int' | 'number' | 'boolean' | 'list' | 'enum';

/** One setting: where it comes from and what it may be. */
export interface Setting<K extends Kind = Kind> {
  env: string;
  kind: K;
  default?: K extends 'int' | 'number' ? number : K extends 'boolean' ? boolean : K extends 'list' ? readonly string[] : string;
  /** for kind enum */
  values?: readonly string[];
  min?: number;
  max?: number;
  /** never printed by redact() */
  secret?: boolean;
  /** a setting with no default must be set */
  required?: boolean;
  doc?: string;
}

export type Spec = Record<string, Setting>;

type ValueOf<S extends Setting> = S['kind'] extends 'int' | 'number'
  ? number
  : S['kind'] extends 'boolean'
    ? boolean
    : S['kind'] extends 'list'
      ? readonly string[]
      : string;

/** The loaded configuration of a spec. Settings without a default and not required may be undefined. */
export type ConfigOf<S extends Spec> = { readonly [K in keyof S]: S[K]['default'] extends undefined ? ValueOf<S[K]> | undefined : ValueOf<S[K]> };

/** Thrown by loadConfig with every problem found. */
export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Reads every setting of `spec` from `env`, validates all of them, and throws one ConfigError listing every problem. */
export function loadConfig<S extends Spec>(spec: S, env: Record<string, string | undefined>): ConfigOf<S> {
  const problems: string[] = [];
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(spec)) {
    const raw = env[s.env];
    if (raw === undefined || raw === '') {
      if (s.default !== undefined) out[key] = s.default;
      else if (s.required) problems.push(`${s.env} is required${s.doc ? ` (${s.doc})` : ''}`);
      else out[key] = undefined;
      continue;
    }
    switch (s.kind) {
      case 'string':
        out[key] = raw;
        break;
      case 'int':
      case 'number': {
        const n = Number(raw);
        if (!/^-?\d+(\.\d+)?$/.test(raw.trim()) || !Number.isFinite(n) || (s.kind === 'int' && !Number.isInteger(n))) {
          problems.push(`${s.env} must be ${s.kind === 'int' ? 'an integer' : 'a number'}, got ${JSON.stringify(raw)}`);
        } else if ((s.min !== undefined && n < s.min) || (s.max !== undefined && n > s.max)) {
          problems.push(`${s.env} must be between ${s.min ?? '-inf'} and ${s.max ?? 'inf'}, got ${raw}`);
        } else out[key] = n;
        break;
      }
      case 'boolean':
        if (/^(1|true|yes|on)$/i.test(raw)) out[key] = true;
        else if (/^(0|false|no|off)$/i.test(raw)) out[key] = false;
        else problems.push(`${s.env} must be true or false, got ${JSON.stringify(raw)}`);
        break;
      case 'list':
        out[key] = raw.split(',').map((x) => x.trim()).filter((x) => x.length > 0);
        break;
      case 'enum':
        if (!s.values?.includes(raw)) problems.push(`${s.env} must be one of ${(s.values ?? []).join(', ')}, got ${JSON.stringify(raw)}`);
        else out[key] = raw;
        break;
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(out) as ConfigOf<S>;
}

/** A copy safe to log: secret settings replaced by '[redacted]'. */
export function redact<S extends Spec>(spec: S, config: ConfigOf<S>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, s] of Object.entries(spec)) out[key] = s.secret ? '[redacted]' : (config as Record<string, unknown>)[key];
  return out;
}

// Generates packages/bus/src/records.gen.ts from the latest schema of each topic in schemas/.
// `pnpm gen:types` writes it; a test checks the committed file equals a fresh generation.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

type Schema = string | Schema[] | { type: string; name?: string; fields?: Field[]; items?: Schema; values?: Schema; symbols?: string[]; doc?: string };
interface Field { name: string; type: Schema; doc?: string }

export const schemasDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'schemas');

/** Latest schema version number of every topic directory in schemas/. */
export function latestVersions(dir = schemasDir): Map<string, number> {
  const out = new Map<string, number>();
  for (const topic of readdirSync(dir).sort()) {
    const versions = readdirSync(join(dir, topic)).filter((f) => /^\d+\.avsc$/.test(f)).map((f) => Number(f.slice(0, -5)));
    if (versions.length > 0) out.set(topic, Math.max(...versions));
  }
  return out;
}

function tsName(avroName: string): string {
  return avroName.split('.').pop() ?? avroName;
}

export function generate(dir = schemasDir): string {
  const decls = new Map<string, string>();
  const topicTypes: string[] = [];
  const typeOf = (s: Schema): string => {
    if (typeof s === 'string') {
      switch (s) {
        case 'string': return 'string';
        case 'int': case 'long': case 'float': case 'double': return 'number';
        case 'boolean': return 'boolean';
        case 'null': return 'null';
        case 'bytes': return 'Buffer';
        default: return tsName(s);
      }
    }
    if (Array.isArray(s)) return s.map(typeOf).join(' | ');
    switch (s.type) {
      case 'array': return `${wrap(typeOf(s.items as Schema))}[]`;
      case 'map': return `Record<string, ${typeOf(s.values as Schema)}>`;
      case 'enum': {
        const name = tsName(s.name as string);
        if (!decls.has(name)) decls.set(name, `export type ${name} = ${(s.symbols ?? []).map((x) => `'${x}'`).join(' | ')};`);
        return name;
      }
      case 'record': {
        const name = tsName(s.name as string);
        if (!decls.has(name)) {
          decls.set(name, '');
          const lines = (s.fields ?? []).map((f) => `${f.doc ? `  /** ${f.doc} */\n` : ''}  ${f.name}: ${typeOf(f.type)};`);
          decls.set(name, `${s.doc ? `/** ${s.doc} */\n` : ''}export interface ${name} {\n${lines.join('\n')}\n}`);
        }
        return name;
      }
      default: return typeOf(s.type);
    }
  };
  const wrap = (t: string) => (t.includes('|') ? `(${t})` : t);
  for (const [topic, v] of latestVersions(dir)) {
    const schema = JSON.parse(readFileSync(join(dir, topic, `${v}.avsc`), 'utf8')) as Schema;
    topicTypes.push(`  '${topic}': ${typeOf(schema)};`);
  }
  return [
    '// Generated from schemas/*/N.avsc by `pnpm gen:types`. Do not edit; a test keeps it in sync.',
    '',
    ...[...decls.values()].map((d) => `${d}\n`),
    '/** Value type of every topic. */',
    'export interface TopicValues {',
    ...topicTypes,
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'records.gen.ts');
  writeFileSync(out, generate());
  console.log(`wrote ${out}`);
}

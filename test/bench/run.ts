// `pnpm bench`: runs every test/bench/*.bench.ts (or those named: `pnpm bench bus`) as a child process
// `node <file>`, one after another, then writes bench-results/summary.json and summary.md.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const outDir = join(root, 'bench-results');
const TIMEOUT_MS = Number(process.env['REF_BENCH_TIMEOUT_MS'] ?? 300_000);

interface BenchResult { name: string; subject: unknown; baseline: unknown; ratio: unknown; targets: unknown; met: boolean | Record<string, boolean> }

/** A result meets its targets when `met` is true, or (per-target form) every entry is true. */
function allMet(met: BenchResult['met']): boolean {
  return typeof met === 'boolean' ? met : Object.values(met).every((v) => v === true);
}
interface Row { name: string; file: string; exitCode: number | null; seconds: number; result?: BenchResult; error?: string }

const all = readdirSync(here).filter((f) => f.endsWith('.bench.ts')).sort();
const wanted = process.argv.slice(2).map((a) => basename(a).replace(/\.bench\.ts$/, ''));
const unknown = wanted.filter((w) => !all.includes(`${w}.bench.ts`));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${all.map((f) => f.replace('.bench.ts', '')).join(', ')}`);
  process.exit(2);
}
const files = wanted.length > 0 ? wanted.map((w) => `${w}.bench.ts`) : all;
mkdirSync(outDir, { recursive: true });

function runOne(file: string): Promise<{ code: number | null; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    // --expose-gc: benchmarks that report memory collect before sampling
    const child = spawn(process.execPath, ['--expose-gc', join(here, file)], { cwd: root, stdio: 'inherit', env: process.env });
    // the soak run lasts REF_SOAK_SECONDS (600 by default) plus its start and drain
    const limit = file === 'soak.bench.ts' ? Number(process.env['REF_SOAK_SECONDS'] ?? 600) * 1000 + 240_000 : TIMEOUT_MS;
    const timer = setTimeout(() => {
      console.error(`bench: ${file} exceeded ${limit} ms, stopping it`);
      child.kill('SIGTERM');
    }, limit);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const rows: Row[] = [];
for (const file of files) {
  const name = file.replace(/\.bench\.ts$/, '');
  console.log(`\n=== bench ${name} ===`);
  const resultFile = join(outDir, `${name}.json`);
  const before = existsSync(resultFile) ? readFileSync(resultFile, 'utf8') : undefined;
  const { code, seconds } = await runOne(file);
  const row: Row = { name, file: `test/bench/${file}`, exitCode: code, seconds };
  if (code === 0 && existsSync(resultFile) && readFileSync(resultFile, 'utf8') !== before) {
    row.result = JSON.parse(readFileSync(resultFile, 'utf8')) as BenchResult;
  } else {
    row.error = code === 0 ? `no new ${name}.json written` : `exit code ${code}`;
  }
  rows.push(row);
}

const generatedAt = new Date().toISOString();
writeFileSync(join(outDir, 'summary.json'), `${JSON.stringify({ generatedAt, node: process.version, benches: rows }, null, 2)}\n`);
const fmt = (v: unknown): string => (v === undefined ? '' : `\`${JSON.stringify(v, (k, x: unknown) => (k === 'rounds' ? undefined : x))}\``);
const md = [
  `# Benchmarks (${generatedAt}, Node ${process.version})`,
  '',
  '| bench | met | ratio | subject | baseline | targets | seconds |',
  '|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.name} | ${r.result ? (allMet(r.result.met) ? 'yes' : '**no**') : `error: ${r.error ?? ''}`} | ${fmt(r.result?.ratio)} | ${fmt(r.result?.subject)} | ${fmt(r.result?.baseline)} | ${fmt(r.result?.targets)} | ${r.seconds.toFixed(1)} |`),
  '',
];
writeFileSync(join(outDir, 'summary.md'), md.join('\n'));
console.log(`\nbench: wrote ${join('bench-results', 'summary.md')} and summary.json`);
console.log(md.join('\n'));
process.exit(rows.every((r) => r.result !== undefined) ? 0 : 1);

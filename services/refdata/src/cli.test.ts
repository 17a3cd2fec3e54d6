import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseTruth } from './evaluate.ts';

const cli = new URL('./cli.ts', import.meta.url).pathname;

/** Runs `cli.ts eval <file>`; returns the exit code and stderr. */
function evalFile(file: string): { code: number; stderr: string } {
  try {
    execFileSync(process.execPath, [cli, 'eval', file], { stdio: ['ignore', 'ignore', 'pipe'] });
    return { code: 0, stderr: '' };
  } catch (err) {
    const e = err as { status: number; stderr: Buffer };
    return { code: e.status, stderr: e.stderr.toString() };
  }
}

describe('refdata cli eval: bad input is one clear line, never a stack trace', () => {
  const dir = mkdtempSync(join(tmpdir(), 'refdata-cli-'));
  const write = (name: string, text: string): string => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };

  it.each([
    ['a missing file', join(dir, 'absent.json'), /cannot read .*absent\.json: ENOENT/],
    ['a file that is not JSON', write('bad.json', '[1'), /not JSON/],
    ['a JSON array', write('array.json', '[]'), /is not a scenario object/],
    ['a scenario without truth', write('notruth.json', '{"now":"2026-11-22T00:00:00Z"}'), /no `truth` object/],
    ['malformed truth members', write('members.json', '{"truth":{"events":[{"case":"x","members":[1]}],"outcomes":[]}}'), /truth\.events\[0\] must have/],
  ])('%s exits 2 with a message', (_what, file, message) => {
    const r = evalFile(file);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('parseTruth', () => {
  it('accepts well-formed truth and names the first bad field otherwise', () => {
    const ok = { events: [{ case: 'c', members: ['alpha:A'] }], outcomes: [{ case: 'c', members: ['alpha:A-Y'], fungible: { 'alpha|beta': true } }] };
    expect(parseTruth(ok).outcomes[0]!.fungible).toEqual({ 'alpha|beta': true });
    expect(() => parseTruth({ events: [], outcomes: [{ case: 'c', members: [], fungible: { 'alpha|beta': 'yes' } }] })).toThrow(/truth\.outcomes\[0\]\.fungible/);
    expect(() => parseTruth({ events: {} , outcomes: [] })).toThrow(/truth\.events must be an array/);
  });
});

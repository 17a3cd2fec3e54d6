import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from '../scripts/gen-types.ts';

describe('records.gen.ts', () => {
  it('is in sync with the schemas (run `pnpm gen:types` after changing a schema)', () => {
    const committed = readFileSync(new URL('./records.gen.ts', import.meta.url), 'utf8');
    expect(committed).toBe(generate());
  });
});

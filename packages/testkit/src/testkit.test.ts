// Unit tests of the pure testkit helpers.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, freePortPair, portIsFree } from './ports.ts';
import { randomName } from './names.ts';
import { WaitForTimeoutError, waitFor } from './wait.ts';

describe('waitFor', () => {
  it('resolves with the first truthy value, retrying through falsy values and throws', async () => {
    let n = 0;
    const v = await waitFor(
      () => {
        n++;
        if (n < 3) throw new Error('not yet');
        return n >= 5 ? { n } : 0;
      },
      { intervalMs: 1 },
    );
    expect(v).toEqual({ n: 5 });
  });
  it('accepts async conditions', async () => {
    const started = Date.now();
    await waitFor(async () => Date.now() - started >= 30, { intervalMs: 5 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(30);
  });
  it('times out with the message and the last error', async () => {
    const started = Date.now();
    const err = await waitFor(
      () => {
        throw new Error('still broken');
      },
      { timeoutMs: 60, intervalMs: 10, message: 'the thing' },
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(WaitForTimeoutError);
    expect((err as Error).message).toBe('waitFor: the thing not met within 60 ms: still broken');
    expect((err as WaitForTimeoutError).lastError).toMatchObject({ message: 'still broken' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(60);
    expect(Date.now() - started).toBeLessThan(1000);
  });
  it('times out on a condition that stays false', async () => {
    await expect(waitFor(() => false, { timeoutMs: 20, intervalMs: 5 })).rejects.toThrow(/condition not met within 20 ms$/);
  });
});

describe('randomName', () => {
  it('is prefixed, distinct and safe as an identifier', () => {
    const names = new Set(Array.from({ length: 1000 }, () => randomName('topic')));
    expect(names.size).toBe(1000);
    for (const n of names) expect(n).toMatch(/^topic_[0-9a-f]{12}$/);
  });
  it('refuses prefixes with unsafe characters', () => {
    expect(() => randomName('a b')).toThrow(TypeError);
  });
});

describe('ports', () => {
  it('freePort returns a port one can listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    expect(await portIsFree(port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await portIsFree(port)).toBe(true);
  });
  it('freePortPair returns p with p+1 free as well', async () => {
    const p = await freePortPair();
    expect(await portIsFree(p)).toBe(true);
    expect(await portIsFree(p + 1)).toBe(true);
  });
});

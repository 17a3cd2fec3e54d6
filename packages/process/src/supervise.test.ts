import { describe, expect, it } from 'vitest';
import { captureLog, deferred, fakeHost } from './fakes.ts';
import { supervise, type StopStep } from './supervise.ts';

const tick = (ms = 0): Promise<void> => new Promise((r) => setTimeout(r, ms));

function steps(events: string[], names: string[], fail: string[] = []): StopStep[] {
  return names.map((name) => ({
    name,
    run: async () => {
      await tick();
      events.push(name);
      if (fail.includes(name)) throw new Error(`${name} broke`);
    },
  }));
}

describe('supervise', () => {
  it('runs until SIGTERM, then the stop steps in order, and exits 0', async () => {
    const host = fakeHost();
    const { log, lines } = captureLog();
    const events: string[] = [];
    const code = supervise({ log, host, start: async () => void events.push('started'), stopSteps: () => steps(events, ['service', 'bus', 'store', 'ops']) });
    await tick(5);
    expect(events).toEqual(['started']);
    expect(host.exits).toEqual([]);
    host.signal('SIGTERM');
    expect(await code).toBe(0);
    expect(events).toEqual(['started', 'service', 'bus', 'store', 'ops']);
    expect(host.exits).toEqual([0]);
    expect(lines.find((l) => l.msg === 'stopping')).toMatchObject({ signal: 'SIGTERM' });
  });

  it('SIGINT works the same', async () => {
    const host = fakeHost();
    const events: string[] = [];
    const code = supervise({ log: captureLog().log, host, start: async () => undefined, stopSteps: () => steps(events, ['service']) });
    await tick();
    host.signal('SIGINT');
    expect(await code).toBe(0);
    expect(events).toEqual(['service']);
  });

  it('installs the handlers before start; a signal during start aborts it and stops what it opened', async () => {
    const host = fakeHost();
    const gate = deferred();
    const opened: string[] = [];
    const events: string[] = [];
    let handlersAtStart = -1;
    let abortedAfterGate: boolean | undefined;
    const code = supervise({
      log: captureLog().log,
      host,
      async start(signal) {
        handlersAtStart = host.listeners('SIGTERM') + host.listeners('SIGINT');
        opened.push('bus');
        await gate.promise;
        abortedAfterGate = signal.aborted;
        if (signal.aborted) return;
        opened.push('service');
      },
      stopSteps: () => steps(events, opened),
    });
    await tick();
    expect(handlersAtStart).toBe(2);
    host.signal('SIGTERM');
    await tick(5);
    expect(host.exits).toEqual([]); // still waiting for start to settle
    gate.resolve();
    expect(await code).toBe(0);
    expect(abortedAfterGate).toBe(true);
    expect(events).toEqual(['bus']);
  });

  it('a failed stop step is logged, the later ones still run, and the exit code is 1', async () => {
    const host = fakeHost();
    const { log, lines } = captureLog();
    const events: string[] = [];
    const code = supervise({ log, host, start: async () => undefined, stopSteps: () => steps(events, ['service', 'bus', 'store'], ['service']) });
    await tick();
    host.signal('SIGTERM');
    expect(await code).toBe(1);
    expect(events).toEqual(['service', 'bus', 'store']);
    expect(lines.find((l) => l.msg === 'stop failed')).toMatchObject({ step: 'service', err: { message: 'service broke' } });
  });

  it('a failed start is logged, closes what was opened and exits 1 without waiting for a signal', async () => {
    const host = fakeHost();
    const { log, lines } = captureLog();
    const events: string[] = [];
    const code = supervise({
      log,
      host,
      start: async () => {
        throw new Error('no broker');
      },
      stopSteps: () => steps(events, ['bus']),
    });
    expect(await code).toBe(1);
    expect(events).toEqual(['bus']);
    expect(lines.find((l) => l.msg === 'start failed')).toMatchObject({ level: 50, err: { message: 'no broker' } });
  });

  it('onStartError chooses the exit code of a failed start', async () => {
    const host = fakeHost();
    const code = supervise({
      log: captureLog().log,
      host,
      start: async () => {
        throw new TypeError('bad scenario');
      },
      stopSteps: () => [],
      onStartError: (err) => (err instanceof TypeError ? 2 : 1),
    });
    expect(await code).toBe(2);
    expect(host.exits).toEqual([2]);
  });

  it('a second signal while stopping exits 1 at once', async () => {
    const host = fakeHost();
    const { log, lines } = captureLog();
    const never = deferred();
    const code = supervise({ log, host, start: async () => undefined, stopSteps: () => [{ name: 'service', run: () => never.promise }] });
    await tick();
    host.signal('SIGTERM');
    await tick(5);
    expect(host.exits).toEqual([]);
    host.signal('SIGINT');
    expect(await code).toBe(1);
    expect(host.exits).toEqual([1]);
    expect(lines.find((l) => l.msg === 'forced exit')).toMatchObject({ signal: 'SIGINT' });
  });

  it('a stop that takes longer than stopTimeoutMs exits 1', async () => {
    const host = fakeHost();
    const { log, lines } = captureLog();
    const never = deferred();
    const code = supervise({ log, host, stopTimeoutMs: 50, start: async () => undefined, stopSteps: () => [{ name: 'service', run: () => never.promise }] });
    await tick();
    const t0 = Date.now();
    host.signal('SIGTERM');
    expect(await code).toBe(1);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
    expect(host.exits).toEqual([1]);
    expect(lines.some((l) => l.msg === 'stop timed out')).toBe(true);
    never.resolve();
    await tick(5);
    expect(host.exits).toEqual([1]); // exits once
  });
});

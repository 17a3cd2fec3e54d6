// Fakes shared by the unit tests of this package: a process host driven by an EventEmitter and a log sink.
import { EventEmitter } from 'node:events';
import { createLogger, type Logger } from '@ref/telemetry';
import type { ProcessHost, StopSignal } from './supervise.ts';

export interface FakeHost extends ProcessHost {
  readonly exits: number[];
  readonly stderr: string[];
  signal(signal: StopSignal): void;
  listeners(signal: StopSignal): number;
}

export function fakeHost(env: Record<string, string | undefined> = {}): FakeHost {
  const emitter = new EventEmitter();
  const exits: number[] = [];
  const stderr: string[] = [];
  return {
    env,
    exits,
    stderr,
    onSignal: (signal, listener) => void emitter.on(signal, listener),
    exit: (code) => void exits.push(code),
    writeError: (text) => void stderr.push(text),
    signal: (signal) => void emitter.emit(signal),
    listeners: (signal) => emitter.listenerCount(signal),
  };
}

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A logger whose JSON lines land in `lines`. */
export function captureLog(): { log: Logger; lines: LogLine[]; destination: { write(s: string): void } } {
  const lines: LogLine[] = [];
  const destination = { write: (s: string): void => void lines.push(JSON.parse(s) as LogLine) };
  return { log: createLogger({ name: 'test', level: 'debug' }, destination), lines, destination };
}

export function deferred<T = void>(): { promise: Promise<T>; resolve: (v: T) => void; reject: (e: unknown) => void } {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

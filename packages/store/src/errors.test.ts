// Unit tests of the connection-error classification.
import { describe, expect, it } from 'vitest';
import { StoreUnavailableError, isConnectionError, wrapError } from './errors.ts';

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('recognises network errors, connection SQLSTATEs and pg connection messages', () => {
    expect(isConnectionError(withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isConnectionError(withCode('connection failure', '08006'))).toBe(true);
    expect(isConnectionError(withCode('sorry, too many clients already', '53300'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionError(new AggregateError([withCode('x', 'ECONNREFUSED')], ''))).toBe(true);
  });
  it('leaves SQL errors alone', () => {
    expect(isConnectionError(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isConnectionError(withCode('syntax error at or near "SELEC"', '42601'))).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
  });
});

describe('wrapError', () => {
  it('wraps connection failures as retriable StoreUnavailableError with the cause kept', () => {
    const cause = withCode('connect ECONNREFUSED', 'ECONNREFUSED');
    const wrapped = wrapError(cause);
    expect(wrapped).toBeInstanceOf(StoreUnavailableError);
    expect(wrapped).toMatchObject({ code: 'STORE_UNAVAILABLE', retriable: true, cause });
  });
  it('returns other errors unchanged', () => {
    const sql = withCode('duplicate key', '23505');
    expect(wrapError(sql)).toBe(sql);
  });
});

// Token-bucket rate limiter per account: a burst bucket (per second) and a per-minute bucket, both must have a token.
import type { PlanLimits } from './plans.ts';

interface Buckets {
  second: number;
  minute: number;
  at: number;
}

export interface RateDecision {
  ok: boolean;
  /** seconds to wait before a token is available (integer ≥ 1) when !ok */
  retryAfter: number;
}

const ADMITTED: RateDecision = Object.freeze({ ok: true, retryAfter: 0 });

/** Keyed token buckets. `take(key, limits, nowMs)` consumes one token from both buckets or reports the wait. */
export class RateLimiter {
  private readonly buckets = new Map<string, Buckets>();
  private readonly maxKeys: number;

  constructor(options: { maxKeys?: number } = {}) {
    this.maxKeys = options.maxKeys ?? 100_000;
  }

  take(key: string, limits: PlanLimits, nowMs: number): RateDecision {
    let b = this.buckets.get(key);
    if (b === undefined) {
      if (this.buckets.size >= this.maxKeys) this.sweep(nowMs, limits);
      b = { second: limits.burst, minute: limits.perMinute, at: nowMs };
      this.buckets.set(key, b);
    } else {
      const elapsed = Math.max(0, nowMs - b.at) / 1000;
      b.second = Math.min(limits.burst, b.second + elapsed * limits.perSecond);
      b.minute = Math.min(limits.perMinute, b.minute + (elapsed * limits.perMinute) / 60);
      b.at = nowMs;
    }
    if (b.second >= 1 && b.minute >= 1) {
      b.second -= 1;
      b.minute -= 1;
      return ADMITTED;
    }
    const waitSecond = b.second >= 1 ? 0 : (1 - b.second) / limits.perSecond;
    const waitMinute = b.minute >= 1 ? 0 : ((1 - b.minute) * 60) / limits.perMinute;
    return { ok: false, retryAfter: Math.max(1, Math.ceil(Math.max(waitSecond, waitMinute))) };
  }

  /** Drops buckets that would be full by now (they carry no information). */
  private sweep(nowMs: number, limits: PlanLimits): void {
    for (const [k, b] of this.buckets) {
      if ((nowMs - b.at) / 1000 >= Math.max(limits.burst / limits.perSecond, 60)) this.buckets.delete(k);
    }
    if (this.buckets.size >= this.maxKeys) this.buckets.clear();
  }

  get size(): number {
    return this.buckets.size;
  }
}

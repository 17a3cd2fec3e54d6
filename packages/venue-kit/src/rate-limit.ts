// A token bucket: `capacity` tokens, refilled at `ratePerSec`; take() waits for a token.
import { setTimeout as sleep } from 'node:timers/promises';

export interface TokenBucketOptions {
  capacity: number;
  ratePerSec: number;
  /** injected clock, ms (default performance.now) */
  now?: () => number;
}

export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly capacity: number;
  private readonly ratePerMs: number;
  private readonly now: () => number;
  private queue: Promise<void> = Promise.resolve();

  constructor(options: TokenBucketOptions) {
    if (!(options.capacity > 0) || !(options.ratePerSec > 0)) throw new RangeError('capacity and ratePerSec must be positive');
    this.capacity = options.capacity;
    this.ratePerMs = options.ratePerSec / 1000;
    this.now = options.now ?? (() => performance.now());
    this.tokens = options.capacity;
    this.last = this.now();
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + (t - this.last) * this.ratePerMs);
    this.last = t;
  }

  /** Takes a token now if one is available. */
  tryTake(): boolean {
    this.refill();
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    return false;
  }

  /** Waits (FIFO) until a token is available, then takes it. */
  take(): Promise<void> {
    const turn = this.queue.then(async () => {
      while (!this.tryTake()) await sleep(Math.max(1, Math.ceil((1 - this.tokens) / this.ratePerMs)));
    });
    this.queue = turn;
    return turn;
  }
}

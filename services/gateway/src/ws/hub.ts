// The channel hub: named channels with a per-channel seq, a snapshot on subscribe, and a fan-out that serialises each message once.
import type { ChannelFamily, Channels } from '../capability.ts';

/** Someone listening to channels (a WebSocket connection). `deliver` gets the frame, serialised once for all subscribers. */
export interface Subscriber {
  deliver(frame: Frame, channel: string): void;
}

interface ChannelState {
  /** the name clients see (without the account part of a per-account channel) */
  name: string;
  /** the JSON text of the name, with quotes: built once per channel */
  nameJson: string;
  seq: number;
  subscribers: Set<Subscriber>;
}

/**
 * One channel message, serialised once: `wire` is the complete unmasked WebSocket text frame (header + JSON payload)
 * in a single buffer, so a fan-out writes the same bytes to every socket (one write, no per-client framing or copy).
 */
export class Frame {
  readonly wire: Buffer;
  /** where the JSON payload starts inside `wire` */
  readonly offset: number;

  constructor(json: string) {
    const n = Buffer.byteLength(json, 'utf8');
    const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
    const b = Buffer.allocUnsafe(head + n);
    b[0] = 0x81; // FIN + text opcode
    if (n < 126) b[1] = n;
    else if (n < 65536) {
      b[1] = 126;
      b.writeUInt16BE(n, 2);
    } else {
      b[1] = 127;
      b.writeUInt32BE(Math.floor(n / 2 ** 32), 2);
      b.writeUInt32BE(n >>> 0, 6);
    }
    b.write(json, head, 'utf8');
    this.wire = b;
    this.offset = head;
  }

  /** The JSON payload (a view into `wire`, no copy). */
  get payload(): Buffer {
    return this.wire.subarray(this.offset);
  }
}

/** Envelope of every channel message: `{channel, seq, type, data}`; `type` is `snapshot` or `update`. */
export function frame(channel: string, seq: number, type: 'snapshot' | 'update', data: unknown): Frame {
  return envelope(JSON.stringify(channel), seq, type, data);
}

function envelope(channelJson: string, seq: number, type: 'snapshot' | 'update', data: unknown): Frame {
  return new Frame(`{"channel":${channelJson},"seq":${seq},"type":"${type}","data":${JSON.stringify(data ?? null)}}`);
}

export class ChannelHub implements Channels {
  private readonly families = new Map<string, ChannelFamily>();
  private readonly channels = new Map<string, ChannelState>();
  /** messages published (per family prefix) and frames delivered, for metrics */
  published = 0;
  delivered = 0;

  defineFamily(family: ChannelFamily): void {
    if (this.families.has(family.prefix)) throw new Error(`channel family ${family.prefix} is already defined`);
    this.families.set(family.prefix, family);
  }

  familyOf(channel: string): ChannelFamily | undefined {
    const i = channel.indexOf(':');
    return this.families.get(i < 0 ? channel : channel.slice(0, i));
  }

  listFamilies(): ChannelFamily[] {
    return [...this.families.values()];
  }

  /** Internal key of a channel: per-account families keep one instance per account. */
  private keyOf(channel: string, accountId: string | undefined): string {
    if (accountId === undefined || this.familyOf(channel)?.perAccount !== true) return channel;
    return `${channel}\u0000${accountId}`;
  }

  private state(channel: string, key: string): ChannelState {
    let s = this.channels.get(key);
    if (s === undefined) {
      s = { name: channel, nameJson: JSON.stringify(channel), seq: 0, subscribers: new Set() };
      this.channels.set(key, s);
    }
    return s;
  }

  /** True when someone listens: producers can skip building data nobody reads. */
  hasSubscribers(channel: string, accountId?: string): boolean {
    const s = this.channels.get(this.keyOf(channel, accountId));
    return s !== undefined && s.subscribers.size > 0;
  }

  seqOf(channel: string, accountId?: string): number {
    return this.channels.get(this.keyOf(channel, accountId))?.seq ?? 0;
  }

  /** Publishes one update: seq + 1, serialised once, delivered to every subscriber. Returns the seq. */
  publish(channel: string, data: unknown): number {
    return this.deliverTo(this.state(channel, channel), data);
  }

  /** Publishes to one account's instance of a per-account channel (only that account's connections receive it). */
  publishToAccount(accountId: string, channel: string, data: unknown): number {
    if (this.familyOf(channel)?.perAccount !== true) throw new Error(`channel ${channel} is not per-account`);
    return this.deliverTo(this.state(channel, this.keyOf(channel, accountId)), data);
  }

  private deliverTo(s: ChannelState, data: unknown): number {
    const channel = s.name;
    s.seq += 1;
    this.published += 1;
    if (s.subscribers.size === 0) return s.seq;
    const f = envelope(s.nameJson, s.seq, 'update', data);
    for (const sub of s.subscribers) {
      this.delivered += 1;
      sub.deliver(f, channel);
    }
    return s.seq;
  }

  /** Adds `sub` to `channel` and returns the snapshot frame (current state at the current seq).
   *  `accountId` (the subscriber's account) selects the instance of a per-account channel. */
  subscribe(channel: string, sub: Subscriber, accountId?: string): Frame {
    const family = this.familyOf(channel);
    const s = this.state(channel, this.keyOf(channel, accountId));
    s.subscribers.add(sub);
    return envelope(s.nameJson, s.seq, 'snapshot', family ? family.snapshot(channel, accountId) : null);
  }

  unsubscribe(channel: string, sub: Subscriber, accountId?: string): void {
    const s = this.channels.get(this.keyOf(channel, accountId));
    if (s === undefined) return;
    s.subscribers.delete(sub);
  }

  subscriberCount(): number {
    let n = 0;
    for (const s of this.channels.values()) n += s.subscribers.size;
    return n;
  }
}

// The materialised Table: latest value per key, tombstones delete, a version counter and change listeners.
import type { Table } from './contract.ts';

/** A Table that adapters feed through `apply`. */
export class MapTable<V> implements Table<V> {
  private readonly map = new Map<string, V>();
  private readonly listeners = new Set<(key: string, value: V | null) => void>();
  private readonly closer: () => Promise<void>;
  private readonly accept: ((key: string) => boolean) | undefined;
  private versionCounter = 0;
  private closed = false;

  constructor(closer: () => Promise<void>, accept?: (key: string) => boolean) {
    this.closer = closer;
    this.accept = accept;
  }

  /** Applies one record; a tombstone (null) deletes the key. Returns whether the table changed. */
  apply(key: string, value: V | null): boolean {
    if (this.closed) return false;
    if (this.accept !== undefined && !this.accept(key)) return false;
    if (value === null) {
      if (!this.map.delete(key)) return false;
    } else {
      this.map.set(key, value);
    }
    this.versionCounter++;
    for (const l of this.listeners) l(key, value);
    return true;
  }

  get(key: string): V | undefined {
    return this.map.get(key);
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  keys(): IterableIterator<string> {
    return this.map.keys();
  }
  values(): IterableIterator<V> {
    return this.map.values();
  }
  entries(): IterableIterator<[string, V]> {
    return this.map.entries();
  }
  get size(): number {
    return this.map.size;
  }
  get version(): number {
    return this.versionCounter;
  }
  onChange(listener: (key: string, value: V | null) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    await this.closer();
  }
}

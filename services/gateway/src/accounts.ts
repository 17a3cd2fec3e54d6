// Accounts and API keys in the store: keys kept only as SHA-256 hashes, looked up by hash and compared in constant time.
import { hash as digest, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Migration, Store } from '@ref/store';
import { isPlan, type Plan, type Principal } from './plans.ts';

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 'gateway/001_accounts',
    sql: `
CREATE TABLE IF NOT EXISTS gateway_accounts (
  id text PRIMARY KEY,
  name text NOT NULL,
  plan text NOT NULL CHECK (plan IN ('free', 'pro', 'premium')),
  reference boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS gateway_api_keys (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES gateway_accounts(id),
  key_hash text NOT NULL UNIQUE,
  key_prefix text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX IF NOT EXISTS gateway_api_keys_account ON gateway_api_keys (account_id);
`,
  },
];

/** SHA-256 of a key, hex. */
export function hashKey(key: string): string {
  return digest('sha256', key, 'hex'); // one-shot: no Hash object per call
}

/** A fresh random API key (192 bits, base64url). */
export function generateKey(): string {
  return `ref_${randomBytes(24).toString('base64url')}`;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

/** What `keys list` shows: never the key, only its first characters. */
export interface KeyInfo {
  keyId: string;
  accountId: string;
  name: string;
  plan: Plan;
  reference: boolean;
  prefix: string;
  createdAt: string;
  revokedAt: string | null;
}

export interface CreatedKey extends KeyInfo {
  /** the key itself, shown once */
  key: string;
}

interface CacheEntry {
  principal: Principal | null;
  hash: Buffer;
  expires: number;
}

/** Accounts and keys over the Store, with a small TTL cache of hash → principal (so revocation reaches other replicas within `cacheTtlMs`). */
export class Accounts {
  private readonly store: Store;
  private readonly cacheTtlMs: number;
  private readonly cache = new Map<string, CacheEntry>();
  private readonly maxCache = 10_000;

  constructor(store: Store, options: { cacheTtlMs?: number } = {}) {
    this.store = store;
    this.cacheTtlMs = options.cacheTtlMs ?? 5_000;
  }

  async migrate(): Promise<void> {
    await this.store.migrate(MIGRATIONS);
  }

  /** Creates an account with one key (or adds a key to `accountId`). `key` lets seeding use a known key. */
  async createKey(options: { plan: Plan; reference?: boolean; name?: string; key?: string; accountId?: string }): Promise<CreatedKey> {
    if (!isPlan(options.plan)) throw new Error(`unknown plan ${String(options.plan)}`);
    const key = options.key ?? generateKey();
    if (key.length < 4) throw new Error('an API key must have at least 4 characters');
    const hash = hashKey(key);
    const keyId = newId('key');
    const prefix = key.slice(0, Math.min(8, Math.floor(key.length / 2)));
    return this.store.transaction(async (tx) => {
      let accountId = options.accountId;
      if (accountId === undefined) {
        accountId = newId('acc');
        await tx.query('INSERT INTO gateway_accounts (id, name, plan, reference) VALUES ($1, $2, $3, $4)', [
          accountId,
          options.name ?? `${options.plan} account`,
          options.plan,
          options.reference ?? false,
        ]);
      }
      const r = await tx.query<{ created_at: Date }>(
        'INSERT INTO gateway_api_keys (id, account_id, key_hash, key_prefix) VALUES ($1, $2, $3, $4) RETURNING created_at',
        [keyId, accountId, hash, prefix],
      );
      this.cache.delete(hash);
      return {
        key,
        keyId,
        accountId,
        name: options.name ?? `${options.plan} account`,
        plan: options.plan,
        reference: options.reference ?? false,
        prefix,
        createdAt: (r.rows[0]?.created_at ?? new Date()).toISOString(),
        revokedAt: null,
      };
    });
  }

  /** Makes sure `key` exists with this plan and flag (idempotent; used for REF_SEED_KEYS). */
  async seedKey(options: { key: string; plan: Plan; reference: boolean; name: string }): Promise<{ accountId: string; keyId: string; created: boolean }> {
    const hash = hashKey(options.key);
    const found = await this.store.query<{ id: string; account_id: string }>('SELECT id, account_id FROM gateway_api_keys WHERE key_hash = $1', [hash]);
    const row = found.rows[0];
    if (row) {
      await this.store.query('UPDATE gateway_accounts SET plan = $2, reference = $3 WHERE id = $1', [row.account_id, options.plan, options.reference]);
      await this.store.query('UPDATE gateway_api_keys SET revoked_at = NULL WHERE id = $1', [row.id]);
      this.cache.delete(hash);
      return { accountId: row.account_id, keyId: row.id, created: false };
    }
    const c = await this.createKey(options);
    return { accountId: c.accountId, keyId: c.keyId, created: true };
  }

  async list(): Promise<KeyInfo[]> {
    const r = await this.store.query<{
      id: string;
      account_id: string;
      name: string;
      plan: string;
      reference: boolean;
      key_prefix: string;
      created_at: Date;
      revoked_at: Date | null;
    }>(
      `SELECT k.id, k.account_id, a.name, a.plan, a.reference, k.key_prefix, k.created_at, k.revoked_at
         FROM gateway_api_keys k JOIN gateway_accounts a ON a.id = k.account_id ORDER BY k.created_at, k.id`,
    );
    return r.rows.map((x) => ({
      keyId: x.id,
      accountId: x.account_id,
      name: x.name,
      plan: isPlan(x.plan) ? x.plan : 'free',
      reference: x.reference,
      prefix: x.key_prefix,
      createdAt: new Date(x.created_at).toISOString(),
      revokedAt: x.revoked_at ? new Date(x.revoked_at).toISOString() : null,
    }));
  }

  /** Revokes a key by id; false when no such active key. */
  async revoke(keyId: string): Promise<boolean> {
    const r = await this.store.query<{ key_hash: string }>(
      'UPDATE gateway_api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING key_hash',
      [keyId],
    );
    for (const row of r.rows) this.cache.delete(row.key_hash);
    return r.rowCount > 0;
  }

  /** The principal of a presented key from the cache alone: a principal, null (known bad or revoked), or undefined when
   *  the cache cannot say (not cached or expired: call `authenticate`). Synchronous, for the per-request hot path. */
  cached(key: string, nowMs: number): Principal | null | undefined {
    const hashHex = hashKey(key);
    const c = this.cache.get(hashHex);
    if (c === undefined || c.expires <= nowMs) return undefined;
    // The map found the entry by hash; the stored hash is still compared in constant time before it is trusted.
    return timingSafeEqual(c.hash, Buffer.from(hashHex, 'latin1')) ? c.principal : null;
  }

  /** The principal of a presented key, or null when unknown or revoked. */
  async authenticate(key: string, nowMs: number): Promise<Principal | null> {
    const hit = this.cached(key, nowMs);
    if (hit !== undefined) return hit;
    const hashHex = hashKey(key);
    const presented = Buffer.from(hashHex, 'latin1');
    const r = await this.store.query<{ id: string; key_hash: string; account_id: string; plan: string; reference: boolean }>(
      `SELECT k.id, k.key_hash, k.account_id, a.plan, a.reference
         FROM gateway_api_keys k JOIN gateway_accounts a ON a.id = k.account_id
        WHERE k.key_hash = $1 AND k.revoked_at IS NULL`,
      [hashHex],
    );
    const row = r.rows[0];
    let principal: Principal | null = null;
    if (row && row.key_hash.length === hashHex.length && timingSafeEqual(Buffer.from(row.key_hash, 'latin1'), presented) && isPlan(row.plan)) {
      principal = { accountId: row.account_id, keyId: row.id, plan: row.plan, reference: row.reference };
    }
    if (this.cache.size >= this.maxCache) this.cache.clear();
    this.cache.set(hashHex, { principal, hash: presented, expires: nowMs + this.cacheTtlMs });
    return principal;
  }
}

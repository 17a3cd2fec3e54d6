// Distributed mode: the gateway alone against Kafka and PostgreSQL (or PGlite), configured by the environment (see README).
import { ConfigError, redact } from '@ref/config';
import { runProcess, type ProcessDeps, type StoreSettings } from '@ref/process';
import type { Service } from '@ref/telemetry';
import { buildApp } from './app.ts';
import { createCapabilities } from './capabilities.ts';
import { gatewaySpec, loadGatewayConfig, parseSeedKeys, type GatewayEnvConfig, type SeedKey } from './config.ts';

interface GatewayProcessConfig {
  env: GatewayEnvConfig;
  seedKeys: SeedKey[];
}

/** The gateway's settings; a bad REF_SEED_KEYS is a configuration error like the others. */
export function loadGatewayProcessConfig(env: Record<string, string | undefined>): GatewayProcessConfig {
  const cfg = loadGatewayConfig(env);
  try {
    return { env: cfg, seedKeys: parseSeedKeys(cfg.seedKeys) };
  } catch (err) {
    throw new ConfigError([err instanceof Error ? err.message : String(err)]);
  }
}

/** Builds the app, seeds REF_SEED_KEYS and listens; the gateway serves /metrics /healthz /readyz itself. */
export async function startGatewayProcess({ bus, store, log, registry, now, config }: ProcessDeps<GatewayProcessConfig, StoreSettings>): Promise<Service> {
  const cfg = config.env;
  log.info({ config: redact(gatewaySpec, cfg) }, 'gateway starting');
  const gw = await buildApp({
    ctx: { bus, store, log, registry, now },
    capabilities: createCapabilities(),
    config: { plans: cfg.plans, keyCacheTtlMs: cfg.keyCacheTtlMs, ws: { maxBufferedBytes: cfg.wsMaxBufferedBytes, slowGraceMs: cfg.wsSlowGraceMs, maxFrameBytes: cfg.wsMaxFrameBytes } },
  });
  try {
    for (const s of config.seedKeys) await gw.accounts.seedKey({ key: s.key, plan: s.plan, reference: s.reference, name: `seeded ${s.label}` });
    const url = await gw.listen({ port: cfg.port, host: cfg.host });
    log.info({ url }, 'gateway listening');
  } catch (err) {
    await gw.close().catch(() => undefined);
    throw err;
  }
  return { name: 'gateway', health: gw.health, stop: () => gw.close() };
}

if (import.meta.main) {
  void runProcess({
    name: 'gateway',
    clientId: 'ref-gateway',
    config: loadGatewayProcessConfig,
    store: { pgliteDataDir: gatewaySpec.dataDir.default },
    start: startGatewayProcess,
  });
}

// `pnpm start`: the whole service in one process. Flags: --port N, --host H, --scenario FILE, --data-dir DIR.
import { parseArgs } from 'node:util';
import { createLogger } from '@ref/telemetry';
import { startEmbedded } from './host.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env['REF_GATEWAY_PORT'] ?? '8080' },
      host: { type: 'string', default: process.env['REF_GATEWAY_HOST'] ?? '127.0.0.1' },
      scenario: { type: 'string' },
      'data-dir': { type: 'string', default: process.env['REF_DATA_DIR'] ?? '.data/embedded' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log('usage: pnpm start [--port 8080] [--host 127.0.0.1] [--scenario FILE] [--data-dir .data/embedded]\nenv: REF_SEED_KEYS=free:KEY1,pro:KEY2,premium:KEY3,reference:KEY4, REF_LOG_LEVEL (default warn)');
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be an integer 0..65535, got ${values.port}`);
  const log = createLogger({ name: 'ref', level: process.env['REF_LOG_LEVEL'] ?? 'warn' });
  const tty = process.stderr.isTTY;
  const seedKeys = (process.env['REF_SEED_KEYS'] ?? '').split(',').map((s) => s.trim()).filter((s) => s.length > 0);
  const t0 = Date.now();
  const app = await startEmbedded({
    port,
    host: values.host,
    dataDir: values['data-dir'],
    ...(values.scenario ? { scenario: values.scenario } : {}),
    seedKeys,
    log,
    onProgress(done, total, name) {
      const line = `starting ref: [${'#'.repeat(done)}${'.'.repeat(total - done)}] ${done}/${total} ${name} up (${((Date.now() - t0) / 1000).toFixed(1)} s)`;
      process.stderr.write(tty ? `\r${line.padEnd(100)}` : `${line}\n`);
    },
  });
  if (tty) process.stderr.write('\n');
  const ws = app.url.replace(/^http/, 'ws');
  console.log(`ref is running at ${app.url}  (WebSocket ${ws}/ws, docs ${app.url}/docs)`);
  for (const [plan, key] of Object.entries(app.keys)) console.log(`  ${plan.padEnd(9)} key: ${key}`);
  console.log(`try: curl -H 'X-API-Key: ${app.keys.free ?? Object.values(app.keys)[0]}' ${app.url}/streams/catalog`);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    app.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

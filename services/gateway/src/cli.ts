// Admin command line: `pnpm ref keys create --plan pro [--reference] [--name N]`, `keys list`, `keys revoke <id>`.
import { parseArgs } from 'node:util';
import { Accounts } from './accounts.ts';
import { loadGatewayConfig, openStore } from './config.ts';
import { isPlan } from './plans.ts';

const USAGE = `usage:
  pnpm ref keys create --plan free|pro|premium [--reference] [--name NAME]
  pnpm ref keys list
  pnpm ref keys revoke <key id>
store: PostgreSQL when REF_PG_URL is set (REF_PG_SCHEMA optional), else PGlite in REF_DATA_DIR (default .data/embedded;
stop \`pnpm start\` first, PGlite allows one process per data directory).`;

/** Runs the CLI; returns the exit code. `out` receives the output lines. */
export async function runCli(argv: readonly string[], env: Record<string, string | undefined>, out: (line: string) => void): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: { plan: { type: 'string' }, reference: { type: 'boolean', default: false }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [group, command, arg] = positionals;
  if (values.help || group !== 'keys' || !command) {
    out(USAGE);
    return values.help ? 0 : 2;
  }
  if (command === 'create' && !isPlan(values.plan)) {
    out(`--plan must be free, pro or premium\n${USAGE}`);
    return 2;
  }
  if (command === 'revoke' && !arg) {
    out(`keys revoke needs a key id (see keys list)\n${USAGE}`);
    return 2;
  }
  if (!['create', 'list', 'revoke'].includes(command)) {
    out(`unknown command keys ${command}\n${USAGE}`);
    return 2;
  }
  const cfg = loadGatewayConfig(env);
  const store = await openStore(cfg);
  try {
    const accounts = new Accounts(store);
    await accounts.migrate();
    if (command === 'create') {
      const k = await accounts.createKey({ plan: values.plan as 'free', reference: values.reference, ...(values.name ? { name: values.name } : {}) });
      out(`key id:   ${k.keyId}\naccount:  ${k.accountId} (${k.name})\nplan:     ${k.plan}${k.reference ? ' + reference data' : ''}\napi key:  ${k.key}\n(the key is shown once; only its SHA-256 hash is stored)`);
      return 0;
    }
    if (command === 'list') {
      const rows = await accounts.list();
      out(['key id                account               plan     ref  prefix    created                   revoked', ...rows.map((r) =>
        [r.keyId.padEnd(21), r.accountId.padEnd(21), r.plan.padEnd(8), (r.reference ? 'yes' : 'no').padEnd(4), `${r.prefix}…`.padEnd(9), r.createdAt.padEnd(25), r.revokedAt ?? '-'].join(' '),
      )].join('\n'));
      return 0;
    }
    const ok = await accounts.revoke(arg as string);
    out(ok ? `revoked ${arg}` : `no active key ${arg}`);
    return ok ? 0 : 1;
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  runCli(process.argv.slice(2), process.env, (l) => console.log(l)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : String(err));
      process.exitCode = 1;
    },
  );
}

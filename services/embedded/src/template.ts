// `pnpm install` (postinstall) and `node services/embedded/src/template.ts`: writes the PGlite template that lets the first
// `pnpm start` skip PGlite's initdb (.data/pglite-template-<version>.tar.gz). Never fails the install: a missing
// template only makes the first start slower. REF_PGLITE_TEMPLATE=off skips it (e.g. image builds).
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGLITE_TEMPLATE_FILE, writePgliteTemplate } from '@ref/store';

if (process.env['REF_PGLITE_TEMPLATE'] === 'off' || existsSync(PGLITE_TEMPLATE_FILE)) process.exit(0);
const t0 = Date.now();
try {
  mkdirSync(dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
  await writePgliteTemplate(PGLITE_TEMPLATE_FILE);
  console.log(`ref: PGlite template written to ${PGLITE_TEMPLATE_FILE} (${((Date.now() - t0) / 1000).toFixed(1)} s): the first pnpm start skips initdb`);
} catch (err) {
  console.warn(`ref: no PGlite template (${err instanceof Error ? err.message : String(err)}); pnpm start initialises its database itself`);
}

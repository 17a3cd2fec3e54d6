// The capabilities every gateway serves, in both modes (embedded host and distributed main): one entry each.
import type { Capability } from './capability.ts';
import { arbitrageCapability } from './routes/arbitrage.ts';
import { consoleCapability } from './routes/console.ts';
import { historyCapability } from './routes/history.ts';
import { reference } from './routes/reference.ts';
import { searchCapability } from './routes/search.ts';
import { whalesCapability } from './routes/whales.ts';

/** A fresh list for one gateway (capabilities with per-gateway state are created by factories). */
export function createCapabilities(): Capability[] {
  return [searchCapability, historyCapability, whalesCapability, reference, arbitrageCapability(), consoleCapability];
}

// Public surface of @ref/connector-beta-us.
export { startBetaUsConnector, loadBetaUsCatalog, type BetaUsConnector, type BetaUsConnectorDeps } from './connector.ts';
export { betaUsConfigSpec, loadBetaUsConfig, type BetaUsConfig } from './config.ts';
export { betaUsCatalogEvents, betaUsFeeModel, parseBetaUsMarketsPage } from './http/parse.ts';

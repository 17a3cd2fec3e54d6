// Public surface of @ref/connector-beta.
export { startBetaConnector, loadBetaCatalog, type BetaConnector, type BetaConnectorDeps } from './connector.ts';
export { betaConfigSpec, loadBetaConfig, type BetaConfig } from './config.ts';
export { parseBetaFrame, type BetaEvent, type BetaLevelChange } from './ws/parse.ts';
export { betaCatalogEvent, betaFeeModel, betaTokens, parseBetaEventsPage, parseJsonStringArray } from './http/parse.ts';

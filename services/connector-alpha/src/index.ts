// Public surface of @ref/connector-alpha.
export { startAlphaConnector, loadAlphaCatalog, type AlphaConnector, type AlphaConnectorDeps } from './connector.ts';
export { alphaConfigSpec, loadAlphaConfig, type AlphaConfig } from './config.ts';
export { parseAlphaMessage, parseAlphaBids, type AlphaEvent } from './ws/parse.ts';
export { alphaCatalogEvent, alphaFeeModel, parseAlphaEventsPage, parseAlphaSeries } from './http/parse.ts';

// Public surface of @ref/connector-gamma.
export { startGammaConnector, loadGammaCatalog, type GammaConnector, type GammaConnectorDeps } from './connector.ts';
export { gammaConfigSpec, loadGammaConfig, type GammaConfig } from './config.ts';
export { parseGammaMessage, type GammaEvent } from './ws/parse.ts';
export { gammaCatalogEvent, gammaFeeModel, gammaBinaries, parseGammaMarketPage, parseGammaOrderbook } from './http/parse.ts';

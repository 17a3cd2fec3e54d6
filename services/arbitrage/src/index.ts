// Public surface of @ref/arbitrage.
export { startArbitrage, type ArbitrageDeps, type ArbitrageService } from './service.ts';
export { ArbitrageEngine, ARB_VENUES, type EngineOptions, type EngineSink, type EngineStats } from './engine.ts';
export { loadArbitrageConfig, arbitrageConfigSpec, type ArbitrageConfig } from './config.ts';
export { parseMatches, refEventFromMatch, catalogLookup, declaredEventId, MatchesError, type DeclaredMatch, type CatalogLookup } from './matches.ts';

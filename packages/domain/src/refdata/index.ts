// Reference data: matching venue catalogs into canonical events, stable ids, fungibility per venue pair.
export * from './text.ts';
export * from './kb.ts';
export * from './ids.ts';
export * from './settlement.ts';
export * from './match.ts';
export * from './score-cache.ts';
export * from './canonical.ts';
export * from './observe.ts';
export * from './sports.ts';
export * from './proposition.ts';
export * from './acronym.ts';
export { givenNameShortForm } from './names.ts';

// Public surface of @ref/refdata.
export { startRefdata, type RefdataDeps, type RefdataService } from './service.ts';
export { MIGRATIONS, listReview } from './store.ts';
export { scenarioToCatalog, type ConvertProblem } from './scenario.ts';
export { evaluateScenario, type EvalReport } from './evaluate.ts';
export { loadKb, type LoadedKb } from './kb.ts';
export { runPass, type PassResult } from './pipeline.ts';

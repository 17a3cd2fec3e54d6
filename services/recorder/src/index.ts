// Public surface of @ref/recorder.
export { startRecorder, migrateRecorder, type Recorder, type RecorderDeps } from './recorder.ts';
export { loadRecorderConfig, recorderSpec, type RecorderConfig } from './config.ts';
export { recorderMigrations } from './migrations.ts';
export { RecorderWriter, createWriterMetrics, type FlushResult } from './writer.ts';
export { runBackfill, writerSink, busSink, type BackfillSink, type BackfillReport } from './backfill/run.ts';
export { backfillSteps, syntheticCatalog, prng, type BackfillOptions, type BackfillStep } from './backfill/generate.ts';
export { catalogFromStore } from './backfill/catalog.ts';
export { ProgressBar } from './backfill/progress.ts';

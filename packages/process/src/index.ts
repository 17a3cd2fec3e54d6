// Public surface of @ref/process.
export { supervise, nodeHost, EXIT, STOP_SIGNALS, type ProcessHost, type StopSignal, type StopStep, type SuperviseOptions } from './supervise.ts';
export { runProcess, nodeRuntime, processSpec, loadProcessConfig, type ProcessDeps, type RunProcessOptions, type Runtime, type StoreSettings } from './run.ts';

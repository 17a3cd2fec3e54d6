// Public surface of @ref/testkit: helpers shared by tests.
export { waitFor, WaitForTimeoutError, type WaitForOptions } from './wait.ts';
export { randomName } from './names.ts';
export { freePort, freePortPair, portIsFree } from './ports.ts';
export { startKafkaBroker, type KafkaBroker } from './kafka.ts';
export { createTestPostgresStore, type TestPostgresStore } from './store.ts';

// Public surface of @ref/bus.
export type * from './records.gen.ts';
export type * from './contract.ts';
export { TOPICS, TOPIC_NAMES, isTopicName, topicConfigEntries, type TopicConfig, type CleanupPolicy } from './topics.ts';
export { SchemaError, BusUnavailableError, BusError, RecordDecodeError } from './errors.ts';
export { MAGIC, TopicCodec, Codecs, loadCodecs, checkCompatibility, parseSchema, readVersions, defaultSchemasDir, type CompatibilityProblem } from './codec.ts';
export { murmur2, partitionFor } from './partitioner.ts';
export { MapTable } from './table.ts';
export type { BusCommonOptions } from './metrics.ts';
export { createMemoryBus, type MemoryBus, type MemoryBusOptions, type MemoryRetention, type RawRecord } from './memory.ts';
export { createKafkaBus, isUnavailable, suppressTimeoutNegativeWarning, type KafkaBusOptions } from './kafka.ts';

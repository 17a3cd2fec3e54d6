// The topic registry: every topic of the architecture with its partitions, cleanup policy and retention.
import type { TopicName } from './contract.ts';

export type CleanupPolicy = 'compact' | 'delete';

export interface TopicConfig {
  readonly name: TopicName;
  readonly partitions: number;
  readonly cleanup: CleanupPolicy;
  /** retention.ms for delete topics (compacted topics keep the latest value per key forever) */
  readonly retentionMs?: number;
  /** The key, as documented in the architecture. */
  readonly key: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Every topic of the bus. Partition counts bound consumer-group parallelism per topic. */
export const TOPICS: Readonly<Record<TopicName, TopicConfig>> = Object.freeze({
  'md.catalog.v1': { name: 'md.catalog.v1', partitions: 3, cleanup: 'compact', key: 'venue:venue_event_id' },
  'md.book.v1': { name: 'md.book.v1', partitions: 6, cleanup: 'delete', retentionMs: 6 * HOUR, key: 'OPI event id, else venue:market' },
  'md.trade.v1': { name: 'md.trade.v1', partitions: 6, cleanup: 'delete', retentionMs: 7 * DAY, key: 'OPI event id, else venue:market' },
  'ref.event.v1': { name: 'ref.event.v1', partitions: 3, cleanup: 'compact', key: 'OPI id' },
  'ref.entity.v1': { name: 'ref.entity.v1', partitions: 1, cleanup: 'compact', key: 'OPE id' },
  'arb.opportunity.v1': { name: 'arb.opportunity.v1', partitions: 3, cleanup: 'compact', key: 'OPI:outcome_key:buy_yes:buy_no' },
  'arb.spread.v1': { name: 'arb.spread.v1', partitions: 3, cleanup: 'compact', key: 'OPI:outcome_key:buy_yes:buy_no' },
  'whale.trade.v1': { name: 'whale.trade.v1', partitions: 3, cleanup: 'delete', retentionMs: 30 * DAY, key: 'account id' },
});

/** All topic names, in registry order. */
export const TOPIC_NAMES: readonly TopicName[] = Object.freeze(Object.keys(TOPICS) as TopicName[]);

export function isTopicName(name: string): name is TopicName {
  return Object.hasOwn(TOPICS, name);
}

/** Kafka topic configuration entries of a topic (for CreateTopics). */
export function topicConfigEntries(config: TopicConfig): { name: string; value: string }[] {
  const entries: { name: string; value: string }[] = [{ name: 'cleanup.policy', value: config.cleanup }];
  if (config.cleanup === 'delete' && config.retentionMs !== undefined) entries.push({ name: 'retention.ms', value: String(config.retentionMs) });
  return entries;
}

// Configuration of the refdata service (distributed mode).
import { loadConfig, type Spec } from '@ref/config';

export const SPEC = {
  brokers: { env: 'REF_KAFKA_BROKERS', kind: 'list', default: ['127.0.0.1:19092'], doc: 'Kafka bootstrap brokers' },
  namespace: { env: 'REF_KAFKA_NAMESPACE', kind: 'string', default: '', doc: 'topic name prefix' },
  pgUrl: { env: 'REF_PG_URL', kind: 'string', default: 'postgres://postgres@127.0.0.1:5432/test', secret: true },
  pgSchema: { env: 'REF_PG_SCHEMA', kind: 'string', default: 'public' },
  opsPort: { env: 'REF_REFDATA_OPS_PORT', kind: 'int', default: 9465, min: 0, max: 65535 },
} satisfies Spec;

export function refdataConfig(env: Record<string, string | undefined>): ReturnType<typeof loadConfig<typeof SPEC>> {
  return loadConfig(SPEC, env);
}

// Errors of the bus: stable codes, retriable or not.

/** A value does not match its topic's schema; thrown by produce before anything is sent. */
export class SchemaError extends Error {
  readonly code = 'SCHEMA_INVALID';
  readonly retriable = false;
  readonly topic: string;
  /** Field path inside the value, e.g. `yes_asks[2].price` (empty for the value itself). */
  readonly path: string;
  constructor(topic: string, path: string, detail: string) {
    super(`${topic}: ${path === '' ? '(value)' : path}: ${detail}`);
    this.name = 'SchemaError';
    this.topic = topic;
    this.path = path;
  }
}

/** The broker cannot be reached (connection refused, timeouts, no leader). Retry later. */
export class BusUnavailableError extends Error {
  readonly code = 'BUS_UNAVAILABLE';
  readonly retriable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BusUnavailableError';
  }
}

/** Any other bus failure (bus closed, unknown topic, broker refusal that retrying will not fix). */
export class BusError extends Error {
  readonly code: string;
  readonly retriable = false;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BusError';
    this.code = code;
  }
}

/** A stored record cannot be decoded (bad framing, unknown schema version, corrupt Avro body). */
export class RecordDecodeError extends Error {
  readonly code = 'RECORD_CORRUPT';
  readonly retriable = false;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RecordDecodeError';
  }
}

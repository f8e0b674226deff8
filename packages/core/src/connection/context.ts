/**
 * What every connection flow receives: the service's dependencies plus the shared records and
 * persistence built once per service instance.
 */
import type { ConnectionPersistence } from './persistence.js';
import type { ConnectionServiceDeps } from './ports.js';
import type { ConnectionRecords } from './records.js';

export interface FlowContext {
  deps: ConnectionServiceDeps;
  records: ConnectionRecords;
  persistence: ConnectionPersistence;
}

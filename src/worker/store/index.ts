export {
  type AppliedAppend,
  type AppliedCommit,
  type EventStore,
  type EventStoreOptions,
  type StoreFault,
  type StoreLog,
  type BootResult,
  type SkippedRecord,
} from './eventStoreApi';
export { openEventStore } from './eventStore';
export { StoreError, isStoreError, type StoreErrorKind } from './errors';
export { diffState, formatChange, type StateChange } from './diff';
export { DB_VERSION, DEFAULT_DB_NAME, type SnapshotRecord } from './schema';

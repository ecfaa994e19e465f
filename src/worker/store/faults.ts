import type { SkippedRecord, StoreFault, StoreLog } from './eventStoreApi';

/** Tells the runtime of storage trouble: each kind once per store, corrupt records once per record. */
export class FaultReporter {
  private readonly reported = new Set<StoreFault['kind']>();

  constructor(
    private readonly log: StoreLog,
    private readonly onFault: (fault: StoreFault) => void,
  ) {}

  fault(fault: StoreFault): void {
    if (fault.kind !== 'corrupt-record') {
      if (this.reported.has(fault.kind)) return;
      this.reported.add(fault.kind);
    }
    try {
      this.onFault(fault);
    } catch (error) {
      this.log.error('onFault threw', error);
    }
  }

  /** Records a replay skipped: a corrupt one is a fault, one of an unknown type is only kept. */
  report(skipped: readonly SkippedRecord[]): void {
    for (const s of skipped) {
      if (s.kind === 'corrupt') {
        this.log.error(`event ${s.seq ?? '?'} skipped: ${s.reason}`);
        this.fault({ kind: 'corrupt-record', seq: s.seq, reason: s.reason });
      } else {
        this.log.warn(`event ${s.seq ?? '?'} kept but not applied: ${s.reason}`);
      }
    }
  }
}

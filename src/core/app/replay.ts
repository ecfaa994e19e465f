import type { AppEvent } from '../../protocol/catalogue';
import { decodeIn, type DecodeResult, type DecodedEvent } from './codec';
import type { AnyContext } from './context';
import { APP_REGISTRY } from './contexts';
import { evolveIn } from './evolve';
import type { Registry } from './registry';
import type { AppState } from './state';

export interface ReplayOutcome {
  readonly state: AppState;
  readonly lastSeq: number;
  readonly skipped: readonly Extract<DecodeResult, { ok: false }>[];
}

/**
 * Folds stored records onto a state. Records that cannot be read are skipped
 * and reported, the rest applied. A run of consecutive events of a context
 * that has `evolveRun` is applied in one step: the same state, without a copy
 * per event (replay meets long runs of preference changes).
 */
export function replayIn(registry: Registry, records: Iterable<unknown>, from?: AppState, fromSeq = 0): ReplayOutcome {
  let state = from ?? (registry.initialState as AppState);
  let lastSeq = fromSeq;
  const skipped: Extract<DecodeResult, { ok: false }>[] = [];
  let runOf: AnyContext | null = null;
  let run: AppEvent[] = [];
  const flush = (): void => {
    if (runOf === null || !runOf.evolveRun || run.length === 0) return;
    const name = runOf.name;
    const before = (state as Readonly<Record<string, unknown>>)[name];
    const next = runOf.evolveRun(before, run);
    if (next !== before) state = { ...state, [name]: next } as AppState;
    run = [];
    runOf = null;
  };
  for (const record of records) {
    const decoded = decodeIn(registry, record);
    if (!decoded.ok) {
      skipped.push(decoded);
      if (decoded.seq !== null && decoded.seq > lastSeq) lastSeq = decoded.seq;
      continue;
    }
    const event = decoded.event;
    const owner = registry.eventOwner(event.type)!.context;
    if (owner.evolveRun) {
      if (runOf !== owner) flush();
      runOf = owner;
      run.push(event);
    } else {
      flush();
      state = evolveIn(registry, state, event);
    }
    if (event.seq > lastSeq) lastSeq = event.seq;
  }
  flush();
  return { state, lastSeq, skipped };
}

export function replay(records: Iterable<unknown>, from?: AppState, fromSeq = 0): ReplayOutcome {
  return replayIn(APP_REGISTRY, records, from, fromSeq);
}

/** Applies one decoded event: the worker's hot path after an append. */
export function applyDecoded(state: AppState, event: DecodedEvent): AppState {
  return evolveIn(APP_REGISTRY, state, event);
}

/** FNV-1a over the shape table: a snapshot is only read back by a build whose state has the same shape. */
export function stateSchemaHash(versions: Readonly<Record<string, number>> = APP_REGISTRY.shapeVersions): string {
  const text = JSON.stringify(Object.entries(versions).sort(([a], [b]) => a.localeCompare(b)));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

import { decodeEvent, type DecodeResult, type DecodedEvent } from './codec';
import type { AppEvent } from '../../protocol/events';

const isPreferencesEvent = (event: AppEvent): event is PreferencesEvent =>
  event.type === 'preferences/changed' || event.type === 'preferences/reset';
import { evolveApp } from './evolve';
import * as preferences from '../preferences';
import type { PreferencesEvent } from '../../protocol/preferences';
import { initialAppState, STATE_SHAPE_VERSIONS, type AppState } from './state';

export interface ReplayOutcome {
  readonly state: AppState;
  readonly lastSeq: number;
  readonly skipped: readonly Extract<DecodeResult, { ok: false }>[];
}

/**
 * Folds stored records onto a state. Records that cannot be read are skipped
 * and reported, the rest applied. A run of preference events is applied in one
 * step (preferences.evolveAll): the same state, without a copy per event.
 */
export function replay(records: Iterable<unknown>, from: AppState = initialAppState, fromSeq = 0): ReplayOutcome {
  let state = from;
  let lastSeq = fromSeq;
  const skipped: Extract<DecodeResult, { ok: false }>[] = [];
  let run: PreferencesEvent[] = [];
  const flush = (): void => {
    if (run.length === 0) return;
    const next = preferences.evolveAll(state.preferences, run);
    if (next !== state.preferences) state = { ...state, preferences: next };
    run = [];
  };
  for (const record of records) {
    const decoded = decodeEvent(record);
    if (!decoded.ok) {
      skipped.push(decoded);
      if (decoded.seq !== null && decoded.seq > lastSeq) lastSeq = decoded.seq;
      continue;
    }
    const event = decoded.event;
    if (isPreferencesEvent(event)) run.push(event);
    else {
      flush();
      state = evolveApp(state, event);
    }
    if (event.seq > lastSeq) lastSeq = event.seq;
  }
  flush();
  return { state, lastSeq, skipped };
}

/** Applies one decoded event: the worker's hot path after an append. */
export function applyDecoded(state: AppState, event: DecodedEvent): AppState {
  return evolveApp(state, event);
}

/** FNV-1a over the shape table: a snapshot is only read back by a build whose state has the same shape. */
export function stateSchemaHash(versions: Readonly<Record<string, number>> = STATE_SHAPE_VERSIONS): string {
  const text = JSON.stringify(Object.entries(versions).sort(([a], [b]) => a.localeCompare(b)));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

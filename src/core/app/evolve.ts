import type { AppEvent } from '../../protocol/catalogue';
import { APP_REGISTRY } from './contexts';
import type { Registry } from './registry';
import type { AppState } from './state';

/** Applies one decoded event to the state of the context that owns it. Never throws: the codec has already refused what it cannot read. */
export function evolveIn(registry: Registry, state: AppState, event: AppEvent): AppState {
  const owner = registry.eventOwner(event.type);
  if (!owner) return state;
  const name = owner.context.name;
  const before = (state as Readonly<Record<string, unknown>>)[name];
  const next = owner.context.evolve(before, event);
  return next === before ? state : ({ ...state, [name]: next } as AppState);
}

export function evolveApp(state: AppState, event: AppEvent): AppState {
  return evolveIn(APP_REGISTRY, state, event);
}

import type { AppCommand, AppEvent } from '../../protocol/catalogue';
import type { CommandEnvelope } from '../../protocol/envelope';
import { reject, type Rejection } from '../../protocol/rejections';
import { isRejection, type Decision, type DecideContext } from '../shared/decision';
import { APP_REGISTRY } from './contexts';
import type { Registry } from './registry';
import type { AppState } from './state';

export type AppDecideContext = DecideContext;

/**
 * Hands a command to the context that owns it, with that context's state
 * (unless another context's state holds it back),
 * and checks every event it decided against the catalogue: an event the
 * store would refuse is the command's fault (a value the context did not
 * check), answered as a typed rejection instead of a storage failure. A
 * command no context owns is refused, whatever its type.
 */
export function decideIn(
  registry: Registry,
  state: AppState,
  command: AppCommand | CommandEnvelope,
  ctx: AppDecideContext,
): Decision<AppEvent> {
  const owner = registry.commandOwner(command.type);
  if (!owner) return reject('unknown_command', { type: String(command.type) });
  const { context, spec } = owner;
  if (spec.schema) {
    const parsed = spec.schema.safeParse(command.payload);
    if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
  }
  const held = heldIn(registry, state, command);
  if (held) return held;
  const states = state as Readonly<Record<string, unknown>>;
  const decision = context.decide(states[context.name], command, ctx);
  if (isRejection(decision)) return decision;
  for (const event of decision) {
    const entry = registry.eventOwner(event.type);
    if (!entry || entry.context !== context) return reject('invalid_command', { event: event.type, field: 'type' });
    const checked = entry.spec.schema.safeParse(event.payload);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return reject('invalid_command', { event: event.type, field: issue ? issue.path.join('.') : '' });
    }
  }
  return decision as readonly AppEvent[];
}

/** Why another context's state holds a command back (a reality check waiting holds placing bets), or null. */
export function heldIn(registry: Registry, state: AppState, command: AppCommand | CommandEnvelope): Rejection | null {
  const states = state as Readonly<Record<string, unknown>>;
  for (const holder of registry.contexts) {
    const held = holder.hold?.(states[holder.name], command);
    if (held) return held;
  }
  return null;
}

/** heldIn over the app's registry: a form asks it to say, before sending, what the core would refuse. */
export function heldInApp(state: AppState, command: AppCommand | CommandEnvelope): Rejection | null {
  return heldIn(APP_REGISTRY, state, command);
}

export function decideApp(state: AppState, command: AppCommand | CommandEnvelope, ctx: AppDecideContext): Decision<AppEvent> {
  return decideIn(APP_REGISTRY, state, command, ctx);
}

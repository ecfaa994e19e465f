import { reject } from '../../protocol/rejections';
import {
  LIMITS_COMMAND_SCHEMAS,
  REALITY_CHECK_HOLD,
  type LimitsCommand,
  type LimitsEvent,
  type LimitsState,
  type RealityCheckReminder,
} from '../../protocol/limits';
import type { CommandEnvelope } from '../../protocol/envelope';
import type { Rejection } from '../../protocol/rejections';
import type { Decision, DecideContext } from '../shared/decision';

/**
 * The timers' facts in the log (SPEC 2, 4; DESIGN "Regulation"): the reality
 * check's reminder, raised once for every tab and acknowledged in any, and the
 * session limit's notice after it logged the player out. The worker's timers
 * raise them; the tabs answer them.
 */

type ReminderCommand = Extract<
  LimitsCommand,
  {
    type:
      | 'limits/raiseRealityCheck'
      | 'limits/acknowledgeRealityCheck'
      | 'limits/dropRealityCheck'
      | 'limits/recordSessionLimitEnded'
      | 'limits/dismissSessionLimitNotice';
  }
>;
export type ReminderEvent = Extract<
  LimitsEvent,
  {
    type:
      | 'limits/realityCheckRaised'
      | 'limits/realityCheckAcknowledged'
      | 'limits/realityCheckDropped'
      | 'limits/sessionLimitEnded'
      | 'limits/sessionLimitNoticeDismissed';
  }
>;

/** A reminder raised and not yet acknowledged: play waits for the player. */
export function realityCheckPending(reminder: RealityCheckReminder | null): reminder is RealityCheckReminder {
  return reminder !== null && reminder.acknowledgedAt === null;
}

export function decideReminder(state: LimitsState, command: ReminderCommand, ctx: DecideContext): Decision<LimitsEvent> {
  switch (command.type) {
    case 'limits/raiseRealityCheck': {
      const p = LIMITS_COMMAND_SCHEMAS['limits/raiseRealityCheck'].parse(command.payload);
      const last = state.realityCheck;
      // One reminder per interval: a second host's timer for the same interval is no second reminder.
      if (last && last.sessionStartedAt === p.sessionStartedAt && last.dueAt >= p.dueAt) return [];
      if (p.dueAt < p.sessionStartedAt) return reject('invalid_command', { field: 'dueAt' });
      return [{ type: 'limits/realityCheckRaised', v: 1, payload: { key: ctx.newId(), ...p, raisedAt: ctx.now } }];
    }
    case 'limits/acknowledgeRealityCheck': {
      const { key } = LIMITS_COMMAND_SCHEMAS['limits/acknowledgeRealityCheck'].parse(command.payload);
      const reminder = state.realityCheck;
      // Acknowledging twice (two tabs at once) is one acknowledgement.
      if (!realityCheckPending(reminder)) return [];
      if (reminder.key !== key) return reject('limits.reminder_not_found', { key });
      return [{ type: 'limits/realityCheckAcknowledged', v: 1, payload: { key, at: ctx.now } }];
    }
    case 'limits/dropRealityCheck':
      return state.realityCheck === null ? [] : [{ type: 'limits/realityCheckDropped', v: 1, payload: {} }];
    case 'limits/recordSessionLimitEnded': {
      const { at } = LIMITS_COMMAND_SCHEMAS['limits/recordSessionLimitEnded'].parse(command.payload);
      return [{ type: 'limits/sessionLimitEnded', v: 1, payload: { at } }];
    }
    case 'limits/dismissSessionLimitNotice':
      return state.sessionLimitEndedAt === null ? [] : [{ type: 'limits/sessionLimitNoticeDismissed', v: 1, payload: {} }];
  }
}

export function evolveReminder(state: LimitsState, event: ReminderEvent): LimitsState {
  switch (event.type) {
    case 'limits/realityCheckRaised':
      return { ...state, realityCheck: { ...event.payload, acknowledgedAt: null } };
    case 'limits/realityCheckAcknowledged': {
      const reminder = state.realityCheck;
      if (!reminder || reminder.key !== event.payload.key) return state;
      return { ...state, realityCheck: { ...reminder, acknowledgedAt: event.payload.at } };
    }
    case 'limits/realityCheckDropped':
      return { ...state, realityCheck: null };
    case 'limits/sessionLimitEnded':
      // A session that ends leaves no reminder behind to hold the next one's play.
      return { ...state, sessionLimitEndedAt: event.payload.at, realityCheck: null };
    case 'limits/sessionLimitNoticeDismissed':
      return { ...state, sessionLimitEndedAt: null };
  }
}

/** The commands of other contexts a waiting reminder holds: placing a bet, from the slip or in one click. */
const HELD = new Set(['coupon/place', 'coupon/placeOneClick']);

/** While a reality check waits for its acknowledgement, no bet is placed in any tab (DESIGN "Regulation"). */
export function holdForReminder(state: LimitsState, command: CommandEnvelope): Rejection | null {
  if (!HELD.has(command.type) || !realityCheckPending(state.realityCheck)) return null;
  return reject(REALITY_CHECK_HOLD, { since: state.realityCheck.raisedAt });
}

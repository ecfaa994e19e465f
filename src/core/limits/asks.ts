import { LIMIT_TYPES } from '../../protocol/constants/limits';
import { reject } from '../../protocol/rejections';
import {
  LIMIT_ASKS_KEPT,
  LIMITS_COMMAND_SCHEMAS,
  type LimitAsk,
  type LimitsCommand,
  type LimitsEvent,
  type LimitsState,
} from '../../protocol/limits';
import type { Decision, DecideContext } from '../shared/decision';
import { decideReminder, evolveReminder } from './reminders';

export const initialLimitsState: LimitsState = { asks: [], realityCheck: null, sessionLimitEndedAt: null };

/**
 * The limits context's decisions. A change the player asks for is recorded
 * with a fresh key for the worker to send; the rules of what a change may do
 * (cooling-off, confirmation, what cannot be cancelled) are the server's, which
 * answers with its typed code. Here only what cannot be sent at all is
 * refused: an unknown type, a value where a removal needs none, and a second
 * change of a limit whose first is still on its way.
 */
export function decideLimits(state: LimitsState, command: LimitsCommand, ctx: DecideContext): Decision<LimitsEvent> {
  const parsed = LIMITS_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
  if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
  switch (command.type) {
    case 'limits/change': {
      const p = LIMITS_COMMAND_SCHEMAS['limits/change'].parse(command.payload);
      if ((p.change === 'remove') !== (p.value === null)) return reject('invalid_command', { field: 'value' });
      return ask(state, ctx, {
        action: p.change,
        limitType: p.limitType,
        currencyIso: p.currencyIso,
        value: p.value,
        reasonId: p.reasonId ?? null,
      });
    }
    case 'limits/confirm':
    case 'limits/cancel': {
      const p = LIMITS_COMMAND_SCHEMAS[command.type].parse(command.payload);
      const action = command.type === 'limits/confirm' ? 'confirm' : 'cancel';
      return ask(state, ctx, { action, limitType: p.limitType, currencyIso: p.currencyIso, value: null, reasonId: null });
    }
    case 'limits/reportDone': {
      const p = LIMITS_COMMAND_SCHEMAS['limits/reportDone'].parse(command.payload);
      return sending(state, p.key) ? [{ type: 'limits/answered', v: 1, payload: p }] : [];
    }
    case 'limits/reportRefused': {
      const p = LIMITS_COMMAND_SCHEMAS['limits/reportRefused'].parse(command.payload);
      return sending(state, p.key) ? [{ type: 'limits/refused', v: 1, payload: { key: p.key, code: p.code, params: p.params ?? {} } }] : [];
    }
    case 'limits/raiseRealityCheck':
    case 'limits/acknowledgeRealityCheck':
    case 'limits/dropRealityCheck':
    case 'limits/recordSessionLimitEnded':
    case 'limits/dismissSessionLimitNotice':
      return decideReminder(state, command, ctx);
  }
}

type AskDraft = Pick<LimitAsk, 'action' | 'limitType' | 'currencyIso' | 'value' | 'reasonId'>;

function ask(state: LimitsState, ctx: DecideContext, draft: AskDraft): Decision<LimitsEvent> {
  if (!(LIMIT_TYPES as readonly number[]).includes(draft.limitType)) return reject('limits.unknown_type', { limitType: draft.limitType });
  // Two changes of one limit in flight would be judged by the server in an order the player did not choose.
  const busy = state.asks.some((a) => a.phase === 'sending' && a.limitType === draft.limitType && a.currencyIso === draft.currencyIso);
  if (busy) return reject('limits.change_in_progress', { limitType: draft.limitType });
  return [{ type: 'limits/asked', v: 1, payload: { key: ctx.newId(), ...draft, at: ctx.now } }];
}

const sending = (state: LimitsState, key: string): boolean => state.asks.some((a) => a.key === key && a.phase === 'sending');

/** The next state; an answer to an ask that is gone changes nothing. */
export function evolveLimits(state: LimitsState, event: LimitsEvent): LimitsState {
  switch (event.type) {
    case 'limits/asked': {
      const { at, ...asked } = event.payload;
      const next: LimitAsk = { ...asked, phase: 'sending', effect: null, title: null, error: null, at };
      return { ...state, asks: [...state.asks, next].slice(-LIMIT_ASKS_KEPT) };
    }
    case 'limits/answered': {
      const { key, effect, title } = event.payload;
      return { ...state, asks: state.asks.map((a) => (a.key === key ? { ...a, phase: 'done', effect, title } : a)) };
    }
    case 'limits/refused': {
      const { key, code, params } = event.payload;
      return { ...state, asks: state.asks.map((a) => (a.key === key ? { ...a, phase: 'refused', error: { code, params } } : a)) };
    }
    default:
      return evolveReminder(state, event);
  }
}

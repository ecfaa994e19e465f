import fc from 'fast-check';
import { decideApp, evolveApp, initialAppState, type AppState } from '../../src/core/app';
import type { AppCommand } from '../../src/protocol/catalogue';
import type { NewEvent, StoredEvent } from '../../src/protocol/envelope';
import { demoConfig } from '../support/demoConfig';
import { newBet, typicalOddsArb } from './coupon';
import { preferencesPatchArb, toStored } from './events';

/**
 * Logs of every context, made the way the worker makes them: random commands
 * decided by the real core one after another, refusals dropped. So the replay
 * properties cover each event type the catalogue holds (preferences, coupon,
 * session, and whatever a context adds), with payloads the core really writes.
 */
type CommandDraft = Omit<AppCommand, 'id'>;

const marketIdArb = fc.integer({ min: 0, max: 5 });

const addBetArb = fc
  .tuple(marketIdArb, typicalOddsArb)
  .map(([i, coef]) => ({ type: 'coupon/addBet', payload: { bet: newBet(i, coef) } }) as CommandDraft);
const placeArb = fc.constant({ type: 'coupon/place', payload: {} } as CommandDraft);
const selectAccount = {
  type: 'coupon/selectAccount',
  payload: { accountId: 7, accountType: 0, currencyIso: 'EUR', userId: 42 },
} as CommandDraft;

const otherCommandArb: fc.Arbitrary<CommandDraft> = fc.oneof(
  preferencesPatchArb.map((payload) => ({ type: 'preferences/set', payload }) as CommandDraft),
  marketIdArb.map((i) => ({ type: 'coupon/deleteBet', payload: { marketId: 1000 + i } }) as CommandDraft),
  fc.integer({ min: 0, max: 9 }).map((typeId) => ({ type: 'coupon/changeType', payload: { typeId } }) as CommandDraft),
  fc.integer({ min: 100, max: 500_000 }).map((amount) => ({ type: 'coupon/setAmount', payload: { amount } }) as CommandDraft),
  fc.integer({ min: 2, max: 5 }).map((value) => ({ type: 'coupon/setSystemValue', payload: { value } }) as CommandDraft),
  fc
    .tuple(marketIdArb, typicalOddsArb)
    .map(([i, coef]) => ({ type: 'coupon/liveCoef', payload: { marketId: 1000 + i, coef } }) as CommandDraft),
  fc
    .tuple(marketIdArb, fc.boolean())
    .map(([i, isBlocked]) => ({ type: 'coupon/liveBlock', payload: { marketId: 1000 + i, isBlocked } }) as CommandDraft),
  marketIdArb.map((i) => ({ type: 'coupon/liveGameFinished', payload: { gameId: 500 + i } }) as CommandDraft),
  fc
    .constantFrom<0 | 1 | 2>(0, 1, 2)
    .map((changeCoefAction) => ({ type: 'coupon/changeSettings', payload: { changes: { changeCoefAction } } }) as CommandDraft),
  fc.constant({ type: 'coupon/confirmCoefChanges', payload: {} } as CommandDraft),
  fc.constant(selectAccount),
  fc.constant({ type: 'coupon/clear', payload: {} } as CommandDraft),
  fc.constant({ type: 'session/record-sign-in', payload: { userId: 42, login: 'demo', method: 'password' } } as CommandDraft),
  fc.constantFrom('user', 'inactivity').map((reason) => ({ type: 'session/record-sign-out', payload: { reason } }) as CommandDraft),
  fc.constant({ type: 'session/record-account-switch', payload: { accountId: 7 } } as CommandDraft),
);

/** Bets and placements weigh more: most other commands need bets in the coupon to do anything. */
const commandArb: fc.Arbitrary<CommandDraft> = fc.oneof(
  { arbitrary: addBetArb, weight: 4 },
  { arbitrary: placeArb, weight: 2 },
  { arbitrary: otherCommandArb, weight: 6 },
);

/** Answers a pending placement (its refId is only known once decided), so accepted and failed events appear too. */
function answerPlacement(state: AppState, accept: boolean): CommandDraft | null {
  const refId = state.coupon.pendingPlacement?.refId;
  if (!refId) return null;
  return accept
    ? ({ type: 'coupon/reportAccepted', payload: { refId, couponId: '100200' } } as CommandDraft)
    : ({ type: 'coupon/reportError', payload: { refId, code: 'coef_changed' } } as CommandDraft);
}

/** Decides the commands in order and keeps the events, as the host would append them. */
export function decideLog(commands: readonly { readonly command: CommandDraft; readonly answer: boolean }[]): NewEvent[] {
  let state = initialAppState;
  let ids = 0;
  const events: NewEvent[] = [];
  const apply = (draft: CommandDraft) => {
    const decision = decideApp(state, { ...draft, id: `c${++ids}` } as AppCommand, {
      now: 1_700_000_000_000 + ids * 1000,
      newId: () => `ref-${ids}`,
      config: demoConfig,
    });
    if (!Array.isArray(decision)) return;
    for (const event of decision) {
      state = evolveApp(state, event);
      events.push(event as NewEvent);
    }
  };
  for (const { command, answer } of commands) {
    apply(command);
    const reply = answerPlacement(state, answer);
    if (reply) apply(reply);
  }
  return events;
}

/** Most logs start with an account chosen, or no placement could ever be decided. */
export const appCommandsArb = (maxLength: number) =>
  fc
    .tuple(fc.boolean(), fc.array(fc.record({ command: commandArb, answer: fc.boolean() }), { maxLength, size: 'max' }))
    .map(([withAccount, commands]) => (withAccount ? [{ command: selectAccount, answer: true }, ...commands] : commands));

/** A stored log of every context, decided by the real core. */
export const appLogArb = (maxLength = 60): fc.Arbitrary<StoredEvent[]> =>
  appCommandsArb(maxLength).map((commands) => toStored(decideLog(commands)));

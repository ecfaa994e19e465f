import type { AppState } from '../../core/app';
import type { IntentView, PlayerEvent, PaymentMethod, WithdrawableAnswer, WithdrawalView } from '../../protocol/schemas/wallet';
import type { SessionProjection } from '../../protocol/session';
import type { LimitRoom, LimitView } from '../../protocol/limits';
import { roomLeft } from '../../core/limits/room';
import { EMPTY_WALLET_HISTORY, type LoadState, type WalletHistoryView, type WalletProjection } from '../../protocol/wallet';

/** What the wallet learnt from the server and its channel, beside the log's state and the session. */
export interface WalletLive {
  readonly liveMoney: ReadonlyMap<number, number>;
  readonly channel: WalletProjection['channel'];
  readonly intent: IntentView | null;
  readonly withdrawals: LoadState<readonly WithdrawalView[]> | null;
  readonly methods: Readonly<Record<string, LoadState<readonly PaymentMethod[]>>>;
  readonly withdrawable: Readonly<Record<string, LoadState<WithdrawableAnswer>>>;
  readonly history: WalletHistoryView;
  readonly notices: readonly PlayerEvent[];
}

/** Before the wallet's controller has loaded (a guest never loads it): nothing heard from the server yet. */
export const NOTHING_HEARD: WalletLive = {
  liveMoney: new Map(),
  channel: { status: 'idle', retryAt: null, attempt: 0 },
  intent: null,
  withdrawals: null,
  methods: {},
  withdrawable: {},
  history: EMPTY_WALLET_HISTORY,
  notices: [],
};

/** The wallet projection: the session's accounts with their live balances, the log's requests, what the server said. */
export function walletProjection(
  session: SessionProjection,
  state: AppState['wallet'],
  live: WalletLive,
  limits: readonly LimitView[] | null = null,
): WalletProjection {
  const deposit = state.deposit;
  const accounts = session.accounts?.all_accounts ?? [];
  return {
    player: session.status === 'signedIn' ? 'signedIn' : session.status === 'checking' ? 'checking' : 'guest',
    accounts: accounts.map((a) => ({
      id: a.id,
      type: a.type,
      currencyIso: a.iso,
      money: live.liveMoney.get(a.id) ?? a.money,
      isActive: a.isActive,
    })),
    channel: live.channel,
    deposit: deposit ? { ...deposit, intent: live.intent && live.intent.id === deposit.intentId ? live.intent : null } : null,
    withdrawals: live.withdrawals,
    asks: state.asks,
    methods: live.methods,
    withdrawable: live.withdrawable,
    history: live.history,
    notices: live.notices,
    depositRoom: depositRoom(
      limits,
      accounts.map((a) => a.iso),
    ),
  };
}

/** The deposit room of each currency the player holds, where a deposit limit counts it. */
function depositRoom(limits: readonly LimitView[] | null, currencies: readonly string[]): Record<string, LimitRoom> {
  const rooms: Record<string, LimitRoom> = {};
  for (const iso of new Set(currencies)) {
    const room = roomLeft(limits, 'deposit', iso);
    if (room) rooms[iso] = room;
  }
  return rooms;
}

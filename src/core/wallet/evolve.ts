import { WALLET_ASKS_KEPT, type WalletEvent, type WalletState, type WithdrawalAsk } from '../../protocol/wallet';

const keep = (asks: readonly WithdrawalAsk[]): readonly WithdrawalAsk[] => asks.slice(-WALLET_ASKS_KEPT);

/** The next wallet state; never fails (an event about a flow that is gone changes nothing). */
export function evolve(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'wallet/depositStarted': {
      const { at, ...flow } = event.payload;
      return {
        ...state,
        deposit: {
          ...flow,
          phase: 'creating',
          intentId: null,
          redirectUrl: null,
          status: null,
          reason: null,
          error: null,
          startedAt: at,
        },
      };
    }
    case 'wallet/intentCreated': {
      const flow = state.deposit;
      if (!flow || flow.key !== event.payload.key) return state;
      return {
        ...state,
        deposit: {
          ...flow,
          phase: 'redirect',
          intentId: event.payload.intentId,
          redirectUrl: event.payload.redirectUrl,
          status: event.payload.status,
        },
      };
    }
    case 'wallet/depositRefused': {
      const flow = state.deposit;
      if (!flow || flow.key !== event.payload.key) return state;
      return { ...state, deposit: { ...flow, phase: 'refused', error: { code: event.payload.code, params: event.payload.params } } };
    }
    case 'wallet/providerReturned': {
      const flow = state.deposit;
      if (!flow || flow.intentId !== event.payload.intentId || flow.phase !== 'redirect') return state;
      return { ...state, deposit: { ...flow, phase: 'waiting' } };
    }
    case 'wallet/intentStatusChanged': {
      const flow = state.deposit;
      if (!flow || flow.intentId !== event.payload.intentId) return state;
      const final = event.payload.status === 'succeeded' || event.payload.status === 'failed' || event.payload.status === 'cancelled';
      return {
        ...state,
        deposit: { ...flow, status: event.payload.status, reason: event.payload.reason, phase: final ? 'settled' : flow.phase },
      };
    }
    case 'wallet/depositDismissed':
      return { ...state, deposit: null };
    case 'wallet/withdrawalRequested':
      return {
        ...state,
        asks: keep([...state.asks, { ...event.payload, kind: 'request', phase: 'sending', withdrawalId: null, status: null, error: null }]),
      };
    case 'wallet/withdrawalCancelRequested':
      return {
        ...state,
        asks: keep([
          ...state.asks,
          {
            key: event.payload.key,
            kind: 'cancel',
            accountId: null,
            methodId: null,
            amount: null,
            currencyIso: null,
            phase: 'sending',
            withdrawalId: event.payload.withdrawalId,
            status: null,
            error: null,
            at: event.payload.at,
          },
        ]),
      };
    case 'wallet/withdrawalAccepted':
      return {
        ...state,
        asks: state.asks.map((a) =>
          a.key === event.payload.key ? { ...a, phase: 'done', withdrawalId: event.payload.withdrawalId, status: event.payload.status } : a,
        ),
      };
    case 'wallet/withdrawalRefused':
      return {
        ...state,
        asks: state.asks.map((a) =>
          a.key === event.payload.key ? { ...a, phase: 'refused', error: { code: event.payload.code, params: event.payload.params } } : a,
        ),
      };
    case 'wallet/withdrawalStatusChanged':
      return {
        ...state,
        asks: state.asks.map((a) =>
          a.withdrawalId === event.payload.withdrawalId && a.phase === 'done' ? { ...a, status: event.payload.status } : a,
        ),
      };
  }
}

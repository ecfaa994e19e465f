import { reject } from '../../protocol/rejections';
import { WALLET_COMMAND_SCHEMAS, type WalletCommand, type WalletEvent, type WalletState } from '../../protocol/wallet';
import type { Decision, DecideContext } from '../shared/decision';
import { roomRefusal } from '../limits/room';
import { amountRefusal } from './amount';

/**
 * The wallet's decisions. A deposit or a withdrawal the player asks for is
 * checked by the one amount rule (amount.ts) and recorded with a fresh key,
 * which the worker sends as the request's idempotency key until the server
 * answers. The server's answers come back as system commands and change the
 * flow only when they match it (a late answer to an older flow is dropped).
 */
export function decide(state: WalletState, command: WalletCommand, ctx: DecideContext): Decision<WalletEvent> {
  const schema = WALLET_COMMAND_SCHEMAS[command.type];
  const parsed = schema.safeParse(command.payload);
  if (!parsed.success) return reject('invalid_command', { field: parsed.error.issues[0]?.path.join('.') ?? '' });
  switch (command.type) {
    case 'wallet/startDeposit': {
      const p = WALLET_COMMAND_SCHEMAS['wallet/startDeposit'].parse(command.payload);
      if (state.deposit?.phase === 'creating') return reject('wallet.deposit_in_progress');
      const refusal = amountRefusal(p.amount, { currencyIso: p.currencyIso, ...p.limits });
      if (refusal) return refusal;
      const amount = p.amount as number;
      // The server would refuse it too: the player learns it before the provider's page, with the same reason.
      const overRoom = p.room?.currencyIso === p.currencyIso ? roomRefusal(amount, p.room, 'wallet.limit_exceeded') : null;
      if (overRoom) return overRoom;
      const key = ctx.newId();
      return [
        {
          type: 'wallet/depositStarted',
          v: 1,
          payload: { key, accountId: p.accountId, methodId: p.methodId, amount, currencyIso: p.currencyIso, lang: p.lang, at: ctx.now },
        },
      ];
    }
    case 'wallet/returnFromProvider': {
      const { intentId } = WALLET_COMMAND_SCHEMAS['wallet/returnFromProvider'].parse(command.payload);
      const flow = state.deposit;
      if (!flow || flow.intentId !== intentId || flow.phase !== 'redirect') return [];
      return [{ type: 'wallet/providerReturned', v: 1, payload: { intentId } }];
    }
    case 'wallet/dismissDeposit':
      if (!state.deposit) return [];
      if (state.deposit.phase === 'creating') return reject('wallet.deposit_in_progress');
      return [{ type: 'wallet/depositDismissed', v: 1, payload: {} }];
    case 'wallet/requestWithdrawal': {
      const p = WALLET_COMMAND_SCHEMAS['wallet/requestWithdrawal'].parse(command.payload);
      if (state.asks.some((a) => a.kind === 'request' && a.phase === 'sending' && a.accountId === p.accountId))
        return reject('wallet.withdrawal_in_progress');
      const refusal = amountRefusal(p.amount, { currencyIso: p.currencyIso, ...p.limits });
      if (refusal) return refusal;
      return [
        {
          type: 'wallet/withdrawalRequested',
          v: 1,
          payload: {
            key: ctx.newId(),
            accountId: p.accountId,
            methodId: p.methodId,
            amount: p.amount as number,
            currencyIso: p.currencyIso,
            at: ctx.now,
            ...(p.forfeit ? { forfeit: true } : {}),
          },
        },
      ];
    }
    case 'wallet/cancelWithdrawal': {
      const { withdrawalId } = WALLET_COMMAND_SCHEMAS['wallet/cancelWithdrawal'].parse(command.payload);
      if (state.asks.some((a) => a.kind === 'cancel' && a.phase === 'sending' && a.withdrawalId === withdrawalId)) return [];
      return [{ type: 'wallet/withdrawalCancelRequested', v: 1, payload: { key: ctx.newId(), withdrawalId, at: ctx.now } }];
    }
    case 'wallet/reportIntent': {
      const p = WALLET_COMMAND_SCHEMAS['wallet/reportIntent'].parse(command.payload);
      if (state.deposit?.key !== p.key || state.deposit.phase !== 'creating') return [];
      return [{ type: 'wallet/intentCreated', v: 1, payload: p }];
    }
    case 'wallet/reportDepositRefused': {
      const p = WALLET_COMMAND_SCHEMAS['wallet/reportDepositRefused'].parse(command.payload);
      if (state.deposit?.key !== p.key || state.deposit.phase !== 'creating') return [];
      return [{ type: 'wallet/depositRefused', v: 1, payload: { key: p.key, code: p.code, params: p.params ?? {} } }];
    }
    case 'wallet/reportIntentStatus': {
      const p = WALLET_COMMAND_SCHEMAS['wallet/reportIntentStatus'].parse(command.payload);
      const flow = state.deposit;
      if (!flow || flow.intentId !== p.intentId || (flow.status === p.status && flow.reason === p.reason)) return [];
      return [{ type: 'wallet/intentStatusChanged', v: 1, payload: p }];
    }
    case 'wallet/reportWithdrawal': {
      const p = WALLET_COMMAND_SCHEMAS['wallet/reportWithdrawal'].parse(command.payload);
      if (!state.asks.some((a) => a.key === p.key && a.phase === 'sending')) return [];
      return [{ type: 'wallet/withdrawalAccepted', v: 1, payload: p }];
    }
    case 'wallet/reportWithdrawalRefused': {
      const p = WALLET_COMMAND_SCHEMAS['wallet/reportWithdrawalRefused'].parse(command.payload);
      if (!state.asks.some((a) => a.key === p.key && a.phase === 'sending')) return [];
      return [{ type: 'wallet/withdrawalRefused', v: 1, payload: { key: p.key, code: p.code, params: p.params ?? {} } }];
    }
    case 'wallet/reportWithdrawalStatus': {
      const p = WALLET_COMMAND_SCHEMAS['wallet/reportWithdrawalStatus'].parse(command.payload);
      if (!state.asks.some((a) => a.withdrawalId === p.withdrawalId && a.phase === 'done' && a.status !== p.status)) return [];
      return [{ type: 'wallet/withdrawalStatusChanged', v: 1, payload: p }];
    }
  }
}

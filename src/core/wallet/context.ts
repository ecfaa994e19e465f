import { WALLET_COMMANDS, WALLET_EVENT_SCHEMAS, type WalletCommand, type WalletEvent } from '../../protocol/wallet';
import { defineContext } from '../app/context';
import { decide } from './decide';
import { evolve } from './evolve';
import { initialWalletState } from './state';

/**
 * The wallet (deposits and withdrawals as the player starts them): the flow
 * of a deposit and the withdrawal requests, each with the key the server
 * deduplicates on. Balances, methods and history are the server's: the
 * worker's wallet controller keeps them as the `wallet` projection.
 */
export const walletContext = defineContext({
  name: 'wallet',
  initial: initialWalletState,
  shape: { version: 1 },
  commands: WALLET_COMMANDS,
  events: WALLET_EVENT_SCHEMAS,
  decide: (state, command: WalletCommand, ctx) => decide(state, command, ctx),
  evolve: (state, event: WalletEvent) => evolve(state, event),
});

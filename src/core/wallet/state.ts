import type { WalletState } from '../../protocol/wallet';

export type { DepositFlow, WalletState, WithdrawalAsk } from '../../protocol/wallet';

export const initialWalletState: WalletState = { deposit: null, asks: [] };

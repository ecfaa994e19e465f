export { amountRefusal, isValidAmount, type AmountRules } from './amount';
export { depositSplit, paymentFee, type MethodFee } from './fee';
export {
  applyPaymentEvent,
  applyWithdrawalStep,
  isFinalIntent,
  type IntentStep,
  type StepNote,
  type WithdrawalStep,
  type WithdrawalStepName,
} from './intent';
export { needsVerification, withdrawableOf, type Withdrawable, type WithdrawableFacts } from './withdrawable';
export { depositBonus, type DepositBonus } from './bonus';
export { walletContext } from './context';
export { initialWalletState } from './state';

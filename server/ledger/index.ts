/**
 * The ledger: the ONLY writer of money (server/wallet/README.md). Every other
 * area moves money by posting a movement here, inside its own transaction.
 */
export {
  postMovement,
  readBalances,
  requestHash,
  insertPlayerEvents,
  type Leg,
  type MovementInput,
  type PlayerBalance,
  type Posted,
} from './post';
export { checkLedger, type LedgerReport } from './check';
export { LedgerError, type LedgerRefusal } from './errors';
export { KIND_RULES, type KindRule } from './kinds';
export { seedAccountMoney } from './seed';
export { lockPlayer } from './playerLock';

import { ACCOUNT_TYPE, type AccountTypeId } from '../../protocol/constants/couponTypes';
import { CONVERT_ACCOUNT, type ConvertAccount } from '../../protocol/constants/office';
import { reject, type Rejection } from '../../protocol/rejections';

/** The side of a transfer the rules look at. */
export interface TransferAccount {
  readonly id: number;
  readonly type: AccountTypeId;
  readonly currencyIso: string;
}

/**
 * Whether the player's config lets money leave an account of this type into
 * another currency (SPEC 3 User config: 0 not allowed, 1 the main account,
 * 2 an additional account).
 */
export function convertAllowed(convert: ConvertAccount, type: AccountTypeId): boolean {
  if (convert === CONVERT_ACCOUNT.main) return type === ACCOUNT_TYPE.main;
  if (convert === CONVERT_ACCOUNT.additional) return type === ACCOUNT_TYPE.currency;
  return false;
}

/**
 * THE rule of which of a player's accounts money may move between (the
 * server refuses with it, the worker refuses with it before sending): two
 * different accounts, neither a bonus account (bonus money is wagered, never
 * moved), and between currencies only out of an account the convert setting
 * allows. Null: allowed.
 */
export function transferRefusal(convert: ConvertAccount, from: TransferAccount, to: TransferAccount): Rejection | null {
  if (from.id === to.id) return reject('office.same_account');
  if (from.type === ACCOUNT_TYPE.bonus || to.type === ACCOUNT_TYPE.bonus) return reject('office.bonus_account');
  if (from.currencyIso !== to.currencyIso && !convertAllowed(convert, from.type))
    return reject('office.convert_not_allowed', { from: from.currencyIso, to: to.currencyIso });
  return null;
}

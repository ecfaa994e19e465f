import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE } from '../../protocol/constants/couponTypes';

/**
 * An account in the player's words (SPEC 3 Accounts: main 0, bonus 4,
 * currency 9): the server's label is an internal name ("main", "sport bonus").
 */
export function useAccountName(): (account: { readonly type: number; readonly iso: string }) => string {
  const { t } = useTranslation();
  return (account) => {
    const type = account.type === ACCOUNT_TYPE.bonus || account.type === ACCOUNT_TYPE.currency ? account.type : ACCOUNT_TYPE.main;
    return t(`coupon.account.type_${type}`, { iso: account.iso });
  };
}

import { useTranslation } from 'react-i18next';
import { Button } from '../design/Button';
import { Modal } from '../design/Modal';
import { money } from './walletText';

/** What the server said a withdrawal would give up (wallet.bonus_forfeit_required's params). */
export interface ForfeitAsk {
  readonly amount: number;
  readonly currencyIso: string;
}

/**
 * A withdrawal while a bonus runs: what will be lost (the bonus accounts'
 * money and the wagering so far), and the choice to give it up and withdraw
 * or keep the bonus.
 */
export function ForfeitDialog({
  ask,
  lang,
  onConfirm,
  onClose,
}: {
  ask: ForfeitAsk;
  lang: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('wallet.withdraw.forfeit_title')}
      onClose={onClose}
      testId="withdraw-forfeit-dialog"
      size="sm"
      initialFocus="button"
      footer={
        <>
          <Button onClick={onClose}>{t('wallet.withdraw.forfeit_keep')}</Button>
          <Button variant="danger" data-testid="withdraw-forfeit-confirm" onClick={onConfirm}>
            {t('wallet.withdraw.forfeit_confirm')}
          </Button>
        </>
      }
    >
      <p>{t('wallet.withdraw.forfeit_text', { amount: money(ask.amount, ask.currencyIso, lang) })}</p>
    </Modal>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../design/Button';
import { firstDepositStep } from '../session/firstDepositStep';
import { useSession } from '../session/useSession';

/**
 * A bonus landing page's next step for this visitor: a guest opens an account (choosing the bonus there), a player
 * who has not deposited deposits, a player past the first deposit is sent to the running promotions.
 */
export function BonusLandingAction({ lang }: { lang: string }) {
  const { t } = useTranslation();
  const step = firstDepositStep(useSession());
  if (step === null) return null;
  const [to, label] =
    step === 'register'
      ? [`/${lang}/registration`, t('contentPages.bonusLanding.register')]
      : step === 'deposit'
        ? [`/${lang}/recharge`, t('contentPages.bonusLanding.deposit')]
        : [`/${lang}/promotions`, t('contentPages.bonusLanding.promotions')];
  return (
    <div className="card" data-testid="bonus-landing-action" data-step={step}>
      {(step === 'done' || step === 'declined') && <p>{t(`contentPages.bonusLanding.${step}`)}</p>}
      <Link className={buttonClass(step === 'register' || step === 'deposit' ? 'primary' : 'secondary', 'lg')} to={to}>
        {label}
      </Link>
    </div>
  );
}

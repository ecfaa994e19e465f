import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CashbackTier } from '../../../protocol/constants/cashback';
import { buttonClass } from '../../design/Button';

/** A player whose tier the program does not pay: which tier it is for, theirs, and how a level is reached. */
export function NotMemberCard({ tiers, tier, lang }: { tiers: readonly CashbackTier[]; tier: CashbackTier; lang: string }) {
  const { t } = useTranslation();
  const names = tiers.map((x) => t(`officeCashback.tier.${x}`)).join(', ');
  return (
    <section className="card cashback-card cashback-card--locked" data-testid="cashback-not-member">
      <h2>{t('officeCashback.not_member_title', { tier: names })}</h2>
      <p>{t('officeCashback.not_member_text', { tier: t(`officeCashback.tier.${tier}`) })}</p>
      <Link to={`/${lang}/office/support`} className={buttonClass('primary')} data-testid="cashback-contact-support">
        {t('officeCashback.contact_support')}
      </Link>
    </section>
  );
}

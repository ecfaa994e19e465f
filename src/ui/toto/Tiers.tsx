import { useTranslation } from 'react-i18next';
import type { TotoDraw } from '../../protocol/toto';
import { Money } from '../components/Money';

/** A settled draw's payouts per tier: winning combinations, each one's prize, and what went on to the jackpot. */
export function Tiers({ draw }: { draw: TotoDraw }) {
  const { t } = useTranslation();
  if (draw.status === 'cancelled') return <p className="hint">{t('toto.cancelled')}</p>;
  if (!draw.tiers) return null;
  return (
    <table className="toto-table" data-testid="toto-tiers">
      <thead>
        <tr>
          <th scope="col">{t('toto.tier')}</th>
          <th scope="col">{t('toto.tier_amount')}</th>
          <th scope="col">{t('toto.winners')}</th>
          <th scope="col">{t('toto.per_combination')}</th>
        </tr>
      </thead>
      <tbody>
        {draw.tiers.map((tier) => (
          <tr key={tier.hits} data-testid="toto-tier" data-hits={tier.hits}>
            <td>{t('toto.hits', { n: tier.hits })}</td>
            <td>
              <Money minor={tier.amount} currency={draw.currency} />
            </td>
            <td>{tier.winners}</td>
            <td>{tier.winners > 0 ? <Money minor={tier.perCombination} currency={draw.currency} /> : t('toto.carried')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

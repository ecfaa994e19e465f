import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Account } from '../../../protocol/schemas/auth';
import type { PageProps } from '../../core-access/pageProps';
import { useProjection } from '../../core-access/coreContext';
import { Button } from '../../design/Button';
import { useSessionRequest } from '../../session/useSession';
import { officeHref } from '../frame/officeHref';
import { useOfficeFrameTexts } from '../frame/officeTexts';
import { useOfficeSettings } from '../frame/useOfficeSettings';
import { moneyText, refusalText } from './officeText';

const QUICK_LINKS = ['officeRecharge', 'officeDeduce', 'officeTransfers', 'officeHistoryPay', 'officeHistory'] as const;
const TYPE_KEY = { 0: 'main', 4: 'bonus', 9: 'currency' } as const;

/**
 * office and office/account: every account with its balance (main, currency
 * accounts, bonus money), the points, which one is active (switch it here),
 * and the way to move or convert money (office/transfers, whose rules say
 * what the player's convert setting allows).
 */
export function AccountPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useOfficeFrameTexts();
  const lang = resolution.language;
  const session = useProjection('session');
  const { state } = useOfficeSettings();
  const request = useSessionRequest();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);
  if (!ready) return null;
  const accounts = session?.accounts?.all_accounts ?? [];
  const money = accounts.filter((a) => a.type !== 4);
  const bonuses = accounts.filter((a) => a.type === 4);
  const menu = state.status === 'ok' ? state.value.menuCategories : null;
  const transfers = officeHref(menu, lang, 'officeTransfers');

  async function activate(account: Account) {
    setError(null);
    const answer = await request({ kind: 'switchAccount', id: account.id });
    if ('rejected' in answer) setError(refusalText(t, answer.code));
  }

  return (
    <section className="page office-page" data-testid="office-account" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('officeFrame.account.title')}</h1>
      {error && (
        <p role="alert" className="inline-error">
          {error}
        </p>
      )}
      <div className="office-accounts">
        {money.map((account) => (
          <article
            key={account.id}
            className="card office-account"
            data-testid="office-account-card"
            data-account={account.id}
            data-active={account.isActive}
          >
            <p className="office-account__kind">
              {t(`officeFrame.account.type.${TYPE_KEY[account.type]}`)} · {account.iso}
            </p>
            <p className="office-account__money" data-testid="office-account-money">
              {moneyText(account.money, account.iso, lang)}
            </p>
            {account.points > 0 && <p>{t('officeFrame.account.points', { points: account.points })}</p>}
            {account.isActive ? (
              <p className="badge">{t('officeFrame.account.active')}</p>
            ) : (
              <Button
                size="sm"
                onClick={() => void activate(account)}
                disabled={session?.accountsBusy}
                data-testid="office-account-activate"
              >
                {t('officeFrame.account.make_active')}
              </Button>
            )}
            {transfers && money.length > 1 && (
              <Link to={`${transfers}?from=${account.id}`} className="button button--link">
                {t('officeFrame.account.move_or_convert')}
              </Link>
            )}
          </article>
        ))}
      </div>
      {bonuses.length > 0 && (
        <section aria-label={t('officeFrame.account.bonus_title')}>
          <h2>{t('officeFrame.account.bonus_title')}</h2>
          <ul>
            {bonuses.map((b) => (
              <li key={b.id} data-testid="office-bonus">
                {moneyText(b.money, b.iso, lang)}
              </li>
            ))}
          </ul>
        </section>
      )}
      {state.status === 'ok' && (
        <p data-testid="office-points">{t('officeFrame.account.points_total', { points: state.value.pointsAccumulated })}</p>
      )}
      <nav aria-label={t('officeFrame.account.quick_links')} className="office-links">
        {QUICK_LINKS.map((id) => {
          const href = officeHref(menu, lang, id);
          return href ? (
            <Link key={id} to={href} className="button button--sm">
              {t(`officeFrame.menu.item.${id}`)}
            </Link>
          ) : null;
        })}
      </nav>
    </section>
  );
}

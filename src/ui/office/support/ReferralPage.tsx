import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, currencyDigits } from '../../../core/format';
import type { PageProps } from '../../core-access/pageProps';
import { Badge } from '../../design/Badge';
import { Button } from '../../design/Button';
import { EmptyState } from '../../design/EmptyState';
import { Loading, OfficeSupportFrame, when } from './OfficeSupportFrame';
import { useOfficeRead } from './useOfficeCall';

/**
 * office/bringfriend and office/partner-program: the player's referral code
 * and link (SPEC 9 `ref`), the friends who came by it with how far they got,
 * and what they earned. Rewards are the server's (rules in its config, paid
 * through the ledger once per friend and event).
 */
export function ReferralPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const lang = resolution.language;
  const { loaded, reload } = useOfficeRead('officeReferral');
  const [copied, setCopied] = useState(false);
  return (
    <OfficeSupportFrame page="referral">
      {() => (
        <>
          <Loading loaded={loaded} retry={reload}>
            {(program) => {
              const link = `${window.location.origin}/${lang}${program.path}`;
              const money = (minor: number) =>
                program.currency ? formatMoney(minor, program.currency, currencyDigits(program.currency), lang) : String(minor);
              return (
                <>
                  <div className="office-support__card card" data-testid="referral-link-card">
                    <p>
                      {t('officeSupport.referral.code')}{' '}
                      <strong data-testid="referral-code" dir="ltr">
                        {program.code}
                      </strong>
                    </p>
                    <label className="field">
                      <span>{t('officeSupport.referral.link')}</span>
                      <input type="text" readOnly value={link} dir="ltr" data-testid="referral-link" onFocus={(e) => e.target.select()} />
                    </label>
                    <Button
                      variant="secondary"
                      onClick={() =>
                        void navigator.clipboard?.writeText(link).then(
                          () => setCopied(true),
                          () => setCopied(false),
                        )
                      }
                    >
                      {t(copied ? 'officeSupport.referral.copied' : 'officeSupport.referral.copy')}
                    </Button>
                    <p className="office-support__hint">
                      {t('officeSupport.referral.rules', {
                        registered: money(program.rules.registered),
                        deposited: money(program.rules.deposited),
                      })}
                    </p>
                    <p data-testid="referral-earned">{t('officeSupport.referral.earned', { amount: money(program.earned) })}</p>
                  </div>
                  <h2>{t('officeSupport.referral.friends')}</h2>
                  {program.friends.length === 0 ? (
                    <EmptyState compact title={t('officeSupport.referral.no_friends')} testId="referral-no-friends" />
                  ) : (
                    <table className="office-support__table" data-testid="referral-friends">
                      <thead>
                        <tr>
                          <th scope="col">{t('officeSupport.referral.friend')}</th>
                          <th scope="col">{t('officeSupport.referral.joined')}</th>
                          <th scope="col">{t('officeSupport.referral.status')}</th>
                          <th scope="col">{t('officeSupport.referral.reward')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {program.friends.map((f, i) => (
                          <tr key={`${f.name}-${i}`}>
                            <td dir="ltr">{f.name}</td>
                            <td>{when(f.registeredAt, lang)}</td>
                            <td>
                              <Badge tone={f.status === 'deposited' ? 'success' : 'muted'}>
                                {t(`officeSupport.referral.status_${f.status}`)}
                              </Badge>
                            </td>
                            <td>{money(f.earned)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  )}
                </>
              );
            }}
          </Loading>
        </>
      )}
    </OfficeSupportFrame>
  );
}

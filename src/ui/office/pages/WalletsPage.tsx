import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeResult } from '../../../protocol/office';
import type { SavedWallet } from '../../../protocol/schemas/office';
import type { PageProps } from '../../core-access/pageProps';
import { useCore } from '../../core-access/coreContext';
import { Button } from '../../design/Button';
import { useOfficeFrameTexts } from '../frame/officeTexts';
import { useOfficeSettings } from '../frame/useOfficeSettings';
import { refusalText } from './officeText';

/** office/wallets: the payment methods the player has paid in or taken out with; removing one takes it off the list (its history stays). */
export function WalletsPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const ready = useOfficeFrameTexts();
  const core = useCore();
  const { state: settings } = useOfficeSettings();
  const lang = resolution.language;
  const titleId = useId();
  const [state, setState] = useState<OfficeResult<readonly SavedWallet[]> | null>(null);
  useEffect(() => {
    void core.ask('officeWallets', { lang }).then(setState);
  }, [core, lang]);
  if (!ready) return null;
  const titleKey = settings.status === 'ok' ? settings.value.walletAttributes.titleKey : 'officeFrame.wallets.title';

  async function remove(methodId: string) {
    setState(await core.ask('officeRemoveWallet', { methodId }));
  }

  return (
    <section className="page office-page" data-testid="office-wallets" aria-labelledby={titleId}>
      <h1 id={titleId}>{t(titleKey)}</h1>
      {state?.status === 'refused' && (
        <p role="alert" className="inline-error">
          {refusalText(t, state.code, state.params)}
        </p>
      )}
      {state?.status === 'ok' &&
        (state.value.length === 0 ? (
          <p>{t('officeFrame.wallets.none')}</p>
        ) : (
          <table className="office-table">
            <thead>
              <tr>
                <th scope="col">{t('officeFrame.wallets.method')}</th>
                <th scope="col">{t('officeFrame.wallets.uses')}</th>
                <th scope="col">{t('officeFrame.wallets.last_used')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('officeFrame.wallets.remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.value.map((w) => (
                <tr key={`${w.methodId}:${w.currencyIso}`} data-testid="saved-wallet">
                  <td>
                    {w.name} · {w.currencyIso}
                  </td>
                  <td>{t('officeFrame.wallets.uses_count', { deposits: w.deposits, withdrawals: w.withdrawals })}</td>
                  <td>{new Date(w.lastUsedAt).toLocaleDateString(lang)}</td>
                  <td>
                    <Button size="sm" variant="ghost" onClick={() => void remove(w.methodId)}>
                      {t('officeFrame.wallets.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </section>
  );
}

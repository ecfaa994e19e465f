import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAILING_SETTINGS } from '../../../protocol/constants/auth';
import { isRejection } from '../../../protocol/rejections';
import type { MailingSettings } from '../../../protocol/schemas/auth';
import { LoadingState } from '../../components/LoadingState';
import { useSessionRequest } from '../../session/useSession';
import { sessionErrorText } from '../../session/errorText';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly settings: MailingSettings; readonly saved: boolean }
  | { readonly kind: 'failed'; readonly text: string; readonly settings: MailingSettings | null };

/**
 * SPEC 3 Mailing settings (news, deposit and bet e-mails, SMS news) through
 * the session's mailing calls, the same the newsletter's stop page uses; the
 * server's senders read the same columns.
 */
export function MailingSection() {
  const { t } = useTranslation();
  const request = useSessionRequest();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void request({ kind: 'mailingSettings' }).then((answer) => {
      if (!live) return;
      if (isRejection(answer)) setState({ kind: 'failed', text: sessionErrorText(t, answer), settings: null });
      else if (answer.outcome.kind === 'mailing') setState({ kind: 'ready', settings: answer.outcome.settings, saved: false });
    });
    return () => {
      live = false;
    };
  }, [request, t]);

  async function change(name: keyof MailingSettings, value: boolean) {
    const before = state.kind === 'loading' ? null : state.settings;
    const answer = await request({ kind: 'updateMailing', settings: { [name]: value } });
    if (isRejection(answer)) return setState({ kind: 'failed', text: sessionErrorText(t, answer), settings: before });
    if (answer.outcome.kind === 'mailing') setState({ kind: 'ready', settings: answer.outcome.settings, saved: true });
  }

  if (state.kind === 'loading') return <LoadingState />;
  const settings = state.settings;
  return (
    <div className="office-settings__mailing" data-testid="office-mailing">
      {state.kind === 'failed' && (
        <p role="alert" className="office-settings__error">
          {state.text}
        </p>
      )}
      {settings && (
        <fieldset className="office-settings__switches">
          <legend className="visually-hidden">{t('officeSettings.mailing.title')}</legend>
          {MAILING_SETTINGS.map((name) => (
            <label key={name}>
              <input
                type="checkbox"
                data-testid={`office-mailing-${name}`}
                checked={settings[name]}
                onChange={(e) => void change(name, e.target.checked)}
              />{' '}
              {t(`session.newsletter.setting.${name}`)}
            </label>
          ))}
        </fieldset>
      )}
      {state.kind === 'ready' && state.saved && (
        <p role="status" className="office-settings__hint">
          {t('officeSettings.saved')}
        </p>
      )}
    </div>
  );
}

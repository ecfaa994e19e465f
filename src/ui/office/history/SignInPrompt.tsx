import { useTranslation } from 'react-i18next';
import { requestLogin } from '../../core-access/loginRequest';
import { Button } from '../../design/Button';

/** A guest on a history page: the page is a player's own, so it asks to sign in and comes back here. */
export function SignInPrompt({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="page office-history" data-testid={testId} data-state="guest">
      <p>{t('officeHistory.sign_in_needed')}</p>
      <Button
        variant="primary"
        onClick={() => requestLogin({ returnUrl: window.location.pathname + window.location.search, reason: 'button' })}
      >
        {t('officeHistory.sign_in')}
      </Button>
    </section>
  );
}

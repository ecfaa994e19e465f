import { useTranslation } from 'react-i18next';
import { requestLogin } from '../../core-access/loginRequest';
import { Button } from '../../design/Button';

/** A guest on a history page: the page is a player's own, so it asks to sign in and comes back here (in the page's text area). */
export function SignInPrompt({ testId, area = 'officeHistory' }: { testId: string; area?: 'officeHistory' | 'officeCasinoHistory' }) {
  const { t } = useTranslation();
  return (
    <section className="page office-history" data-testid={testId} data-state="guest">
      <p>{t(`${area}.sign_in_needed`)}</p>
      <Button
        variant="primary"
        onClick={() => requestLogin({ returnUrl: window.location.pathname + window.location.search, reason: 'button' })}
      >
        {t(`${area}.sign_in`)}
      </Button>
    </section>
  );
}

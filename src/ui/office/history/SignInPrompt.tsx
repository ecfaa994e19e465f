import { useTranslation } from 'react-i18next';
import { requestLogin } from '../../core-access/loginRequest';
import { Button } from '../../design/Button';

/** Each history area's words for the prompt, written out so the unused-texts check sees them asked for. */
const TEXTS = {
  officeHistory: { needed: 'officeHistory.sign_in_needed', button: 'officeHistory.sign_in' },
  officeCasinoHistory: { needed: 'officeCasinoHistory.sign_in_needed', button: 'officeCasinoHistory.sign_in' },
} as const;

/** A guest on a history page: the page is a player's own, so it asks to sign in and comes back here (in the page's text area). */
export function SignInPrompt({ testId, area = 'officeHistory' }: { testId: string; area?: 'officeHistory' | 'officeCasinoHistory' }) {
  const { t } = useTranslation();
  return (
    <section className="page office-history" data-testid={testId} data-state="guest">
      <p>{t(TEXTS[area].needed)}</p>
      <Button
        variant="primary"
        onClick={() => requestLogin({ returnUrl: window.location.pathname + window.location.search, reason: 'button' })}
      >
        {t(TEXTS[area].button)}
      </Button>
    </section>
  );
}

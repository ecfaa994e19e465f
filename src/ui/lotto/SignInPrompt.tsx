import { useTranslation } from 'react-i18next';
import { requestLogin } from '../core-access/loginRequest';
import { Button } from '../design/Button';

/** A guest's way in: the sign-in form, coming back here. */
export function SignInPrompt({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className="lotto-panel card" data-testid="lotto-sign-in">
      <p>{text}</p>
      <Button variant="primary" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
        {t('lotto.sign_in')}
      </Button>
    </section>
  );
}

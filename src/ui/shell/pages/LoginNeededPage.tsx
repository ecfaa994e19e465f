import { useTranslation } from 'react-i18next';
import { requestLogin } from '../../core-access/loginRequest';

/** A page that needs sign-in, when the visitor stays where they are (a VIP-domain guest on the root). */
export function LoginNeededPage({ returnUrl }: { returnUrl: string }) {
  const { t } = useTranslation();
  return (
    <section className="page page--centered" data-testid="login-needed" aria-labelledby="shell-login-title">
      <h1 id="shell-login-title">{t('shell.login.title')}</h1>
      <p>{t('shell.login.body')}</p>
      <button type="button" className="button button--primary" onClick={() => requestLogin({ returnUrl, reason: 'guard' })}>
        {t('shell.login.action')}
      </button>
    </section>
  );
}

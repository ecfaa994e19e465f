import { useTranslation } from 'react-i18next';
import { requestLogin } from '../core-access/loginRequest';
import { Button } from '../design/Button';

/** A guest's place of the stream: the live video is for signed-in players only. */
export function SignInPrompt({ checking }: { checking: boolean }) {
  const { t } = useTranslation();
  if (checking)
    return (
      <div className="media-screen" role="status" aria-busy="true">
        {t('media.player.loading')}
      </div>
    );
  return (
    <div className="media-screen media-screen--prompt" data-testid="media-sign-in">
      <p>{t('media.player.sign_in_text')}</p>
      <Button variant="primary" size="sm" onClick={() => requestLogin({ returnUrl: window.location.pathname, reason: 'button' })}>
        {t('media.player.sign_in')}
      </Button>
    </div>
  );
}

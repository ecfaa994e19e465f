import { useTranslation } from 'react-i18next';
import { RETURN_URL_QUERY } from '../../protocol/routes';
import { AUTH_PATHS } from '../../protocol/constants/auth';
import { useSocialProviders } from './useSessionLookup';

/**
 * Sign-in buttons for the social providers the server offers. Each is a
 * navigation to the server's OAuth start (the provider's page follows), not a
 * call: the server brings the player back to `returnUrl` signed in, to the
 * registration page for a new identity, or with ?social_error=.
 */
export function SocialButtons({ lang, returnUrl, onChoose }: { lang: string; returnUrl: string; onChoose?: () => void }) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  if (providers.status !== 'ready' || providers.value.length === 0) return null;
  return (
    <nav className="session-social" aria-label={t('session.social.label')} data-testid="social-buttons">
      {providers.value.map((p) => {
        const query = new URLSearchParams({ provider: p.key, lng: lang, [RETURN_URL_QUERY]: returnUrl });
        return (
          <a
            key={p.key}
            className="button"
            href={`${AUTH_PATHS.socialStart}?${query.toString()}`}
            data-testid={`social-${p.key}`}
            onClick={onChoose}
          >
            {t('session.social.with', { provider: p.name })}
          </a>
        );
      })}
    </nav>
  );
}

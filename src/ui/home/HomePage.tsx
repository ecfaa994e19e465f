import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useProjectionSelector } from '../core-access/coreContext';
import { useCompanyName } from '../core-access/useCompanyName';
import { requestLogin } from '../core-access/loginRequest';
import { buttonClass } from '../design/Button';
import { Icon } from '../design/Icon';
import { TopEvents } from '../live/TopEvents';
import './home.css';

/**
 * The home page: a welcome, for a guest the welcome offer (register, or sign
 * in), then the top live and top upcoming games of the feed. Promotions and
 * casino sections join as those land.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { lng = 'en' } = useParams();
  const company = useCompanyName() ?? '';
  const guest = useProjectionSelector('session', (s) => s.status === 'signedOut');
  // Which worker host this tab uses: no text for the player, a hook for the tests that check the shared worker.
  const host = useProjectionSelector('runtime', (r) => r.host);

  return (
    <section className="page home" aria-labelledby="home-title">
      <div className="home-hero">
        <div className="home-hero__text">
          <h1 id="home-title">{t('home.title', { company })}</h1>
          <p className="lead">{t('home.intro')}</p>
        </div>
        {guest && (
          <aside className="home-offer" aria-labelledby="home-offer-title" data-testid="home-offer">
            <Icon name="gift" size={28} className="home-offer__icon" />
            <div className="home-offer__text">
              <h2 id="home-offer-title">{t('home.offer_title')}</h2>
              <p>{t('home.offer_text')}</p>
            </div>
            <div className="home-offer__actions">
              <Link to={`/${lng}/registration`} className={buttonClass('accent', 'lg')} data-testid="home-offer-register">
                {t('home.offer_register')}
              </Link>
              <button
                type="button"
                className={buttonClass('ghost-on-dark', 'lg')}
                onClick={() => requestLogin({ returnUrl: null, reason: 'button' })}
              >
                {t('home.offer_login')}
              </button>
            </div>
          </aside>
        )}
      </div>
      <TopEvents />
      {host && <span hidden data-testid="runtime-host" data-host={host} />}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageProps } from '../../core-access/pageProps';
import { EmptyState } from '../../design/EmptyState';
import { Skeleton } from '../../design/Skeleton';
import { providerPath } from './gameLink';
import { useCasinoLobbyTexts } from './texts';
import { useProviders } from './useProviders';
import './lobby.css';

/** providers and casino/brand: every provider (brand) with its game count, each a link to its own page. */
export function ProvidersPage({ resolution }: PageProps) {
  const ready = useCasinoLobbyTexts();
  return ready ? <Providers resolution={resolution} /> : <Skeleton shape="block" />;
}

function Providers({ resolution }: PageProps) {
  const { t } = useTranslation();
  const providers = useProviders();
  const lang = resolution.language;
  const title = t(resolution.routeId === 'casinoBrand' ? 'casinoLobby.title.brands' : 'casinoLobby.title.providers');
  return (
    <section className="page lobby" aria-labelledby="lobby-title" data-testid="casino-providers">
      <h1 id="lobby-title" className="lobby__title">
        {title}
      </h1>
      {providers === 'error' ? (
        <EmptyState title={t('casinoLobby.error.title')}>{t('casinoLobby.error.body')}</EmptyState>
      ) : (
        <ul className="lobby-providers" aria-busy={providers === null}>
          {providers === null
            ? Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <Skeleton shape="row" />
                </li>
              ))
            : providers.map((p) => (
                <li key={p.slug}>
                  <Link to={providerPath(lang, p.slug)} className="lobby-provider card" data-testid="lobby-provider-link">
                    <span className="lobby-provider__mark" aria-hidden="true">
                      {p.name
                        .split(' ')
                        .map((w) => w[0])
                        .slice(0, 2)
                        .join('')}
                    </span>
                    <span className="lobby-provider__name">{p.name}</span>
                    <span className="lobby-provider__count">{t('casinoLobby.count', { count: p.games })}</span>
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

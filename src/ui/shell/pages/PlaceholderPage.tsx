import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../core-access/pageProps';

/**
 * SPEC 2: pages whose content comes from a remote application show this until
 * their own issue builds them: which application, and the route's parameters.
 * Never a blank screen.
 */
export function PlaceholderPage({ resolution }: PageProps) {
  const { t } = useTranslation();
  const params = Object.entries(resolution.params);
  const app = resolution.meta.remoteApp;
  return (
    <section
      className="page shell-placeholder"
      data-testid="placeholder-page"
      data-route={resolution.routeId}
      aria-labelledby="shell-placeholder-title"
    >
      <h1 id="shell-placeholder-title">{app ? t(`shell.app.${app}`, { defaultValue: app }) : t('shell.app.shell')}</h1>
      <p>{t('shell.placeholder.body')}</p>
      <dl className="shell-placeholder__facts">
        <dt>{t('shell.placeholder.route')}</dt>
        <dd>
          <code data-testid="placeholder-route">{resolution.routeId}</code>
        </dd>
        {params.length === 0 ? (
          <>
            <dt>{t('shell.placeholder.params')}</dt>
            <dd>{t('shell.placeholder.no_params')}</dd>
          </>
        ) : (
          params.map(([name, value]) => (
            <div key={name} className="shell-placeholder__param">
              <dt>
                <code>{name}</code>
              </dt>
              <dd data-testid={`placeholder-param-${name}`}>{value}</dd>
            </div>
          ))
        )}
      </dl>
    </section>
  );
}

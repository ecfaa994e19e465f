import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../core-access/pageProps';
import { EmptyState } from '../../design/EmptyState';
import { Loading, OfficeSupportFrame } from './OfficeSupportFrame';
import { useOfficeRead } from './useOfficeCall';

/** office/manager: the player's personal manager's contact once the operator assigned one, else an empty state. */
export function ManagerPage(_: PageProps) {
  const { t } = useTranslation();
  const { loaded, reload } = useOfficeRead('officeManager');
  return (
    <OfficeSupportFrame page="manager">
      {() => (
        <>
          <Loading loaded={loaded} retry={reload}>
            {(manager) =>
              manager === null ? (
                <EmptyState title={t('officeSupport.manager.none')} testId="manager-none">
                  {t('officeSupport.manager.none_hint')}
                </EmptyState>
              ) : (
                <dl className="office-support__card card" data-testid="manager-card">
                  <dt>{t('officeSupport.manager.name')}</dt>
                  <dd data-testid="manager-name">{manager.name}</dd>
                  {manager.email && (
                    <>
                      <dt>{t('officeSupport.manager.email')}</dt>
                      <dd>
                        <a href={`mailto:${manager.email}`} dir="ltr">
                          {manager.email}
                        </a>
                      </dd>
                    </>
                  )}
                  {manager.phone && (
                    <>
                      <dt>{t('officeSupport.manager.phone')}</dt>
                      <dd>
                        <a href={`tel:${manager.phone.replace(/[^+\d]/g, '')}`} dir="ltr">
                          {manager.phone}
                        </a>
                      </dd>
                    </>
                  )}
                  {manager.hours && (
                    <>
                      <dt>{t('officeSupport.manager.hours')}</dt>
                      <dd>{manager.hours}</dd>
                    </>
                  )}
                </dl>
              )
            }
          </Loading>
        </>
      )}
    </OfficeSupportFrame>
  );
}

import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppFailurePanel } from './AppFailurePanel';
import type { PartName, PartProps } from './parts';
import { useRemoteApp } from './useRemoteApp';

/**
 * A part of the shell that an app draws (the footer, the support area, the
 * slip, the header's session controls, the error page): a quiet placeholder
 * while it loads, the reload panel when it cannot (SPEC 2, 8), never a hole.
 */
export function EmbeddedApp<N extends PartName>({ name, props, loading }: { name: N; props: PartProps[N]; loading?: ReactNode }) {
  const { t } = useTranslation();
  const entry = useRemoteApp(name);
  if (entry.status === 'ready' && entry.app.Part) {
    // The catalogue pairs each part's name with its props (PartProps).
    const Part = entry.app.Part as ComponentType<PartProps[N]>;
    return <Part {...props} />;
  }
  if (entry.status === 'error' && entry.retryInMs === null) return <AppFailurePanel app={name} failure={entry.failure} embedded />;
  return (
    loading ?? (
      <div className="app-part-loading" role="status" aria-busy="true" data-testid="app-part-loading" data-app={name}>
        <span className="visually-hidden">{t('apps.loading')}</span>
      </div>
    )
  );
}

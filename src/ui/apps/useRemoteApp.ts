import { useEffect, useSyncExternalStore } from 'react';
import type { AppEntry } from './appStates';
import type { AppName } from './catalogue';
import type { AppModule } from './contract';
import { useRemoteApps } from './RemoteAppsContext';

/**
 * The entry of an app this component uses: it is fetched while the component
 * is mounted and dropped when nothing uses it any more. An app already in
 * memory (prefetched, or used before) shows at once, without a skeleton.
 */
export function useRemoteApp(name: AppName): AppEntry<AppModule<object>> {
  const apps = useRemoteApps();
  const entry = useSyncExternalStore(
    apps.subscribe,
    () => apps.entry(name),
    () => apps.entry(name),
  );
  useEffect(() => apps.use(name), [apps, name]);
  if (entry.status === 'not-exist') {
    const app = apps.inMemoryApp(name);
    if (app) return { status: 'ready', app };
  }
  return entry;
}

import type { PageResolution } from '../../protocol/routeAnswer';
import { PlaceholderPage } from '../shell/pages/PlaceholderPage';
import { Preloader } from '../shell/Preloader';
import { AppFailurePanel } from './AppFailurePanel';
import type { AppName } from './catalogue';
import { useRemoteApp } from './useRemoteApp';

/**
 * A page drawn by a remote app (SPEC 2): the route's preloader skeleton while
 * the app loads (and while its retries run), the failure panel when they are
 * spent, then the app's page for the route.
 */
export function RemotePage({ app, resolution }: { app: AppName; resolution: PageResolution }) {
  const entry = useRemoteApp(app);
  if (entry.status === 'ready') {
    const Page = entry.app.pages?.[resolution.routeId] ?? entry.app.otherPages;
    return Page ? <Page resolution={resolution} /> : <PlaceholderPage resolution={resolution} />;
  }
  if (entry.status === 'error' && entry.retryInMs === null) return <AppFailurePanel app={app} failure={entry.failure} embedded={false} />;
  return <Preloader kind={resolution.meta.preloader} />;
}

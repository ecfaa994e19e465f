import { BrowserRouter, useRoutes } from 'react-router';
import { appRoutes } from './routes';

/**
 * The routed app in the browser. The declarative router is enough (every
 * location goes through one gate, nothing uses loaders or actions) and costs
 * the first load about 17 kB gzip less than the data router
 * (docs/benchmarks.md). UI tests render `appRoutes` in a memory data router,
 * whose state they read.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

function AppRoutes() {
  return useRoutes(appRoutes);
}

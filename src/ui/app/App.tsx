import { useState } from 'react';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appRoutes } from './routes';

/**
 * The routed app in the browser. (UI tests render `appRoutes` in a memory
 * router with react-router's own RouterProvider: under vitest 'react-router/dom'
 * resolves to the CommonJS build and would bring a second router context.)
 */
export function App({ router }: { router?: DataRouter }) {
  const [active] = useState(() => router ?? createBrowserRouter(appRoutes));
  return <RouterProvider router={active} />;
}

import type { ComponentType } from 'react';
import type { RouteId, SECTION_ROUTE_ID } from '../../protocol/routes';
import type { PageProps } from '../core-access/pageProps';

export type PageRouteId = RouteId | typeof SECTION_ROUTE_ID;
export type PageTable = Partial<Record<PageRouteId, ComponentType<PageProps>>>;

/**
 * What an app's chunk exports as `app`: the door of the app (its pages, or
 * the part it embeds in the shell). The shell reaches it only through the
 * loader's dynamic import(), so the app's code stays in its own chunk.
 */
export interface AppModule<P extends object = never> {
  /** The pages it draws, by route. */
  readonly pages?: PageTable;
  /** What it draws for its other routes (a vertical whose pages later work fills in). */
  readonly otherPages?: ComponentType<PageProps>;
  /** The part it embeds in the shell (the footer, the slip, the header's session controls...). */
  readonly Part?: ComponentType<P>;
}

/** A loaded chunk has the shape of an app: anything else is treated as code that failed to run. */
export function isAppModule(value: unknown): value is AppModule<object> {
  if (typeof value !== 'object' || value === null) return false;
  const app = value as Record<string, unknown>;
  return (
    (app.pages === undefined || (typeof app.pages === 'object' && app.pages !== null)) &&
    (app.otherPages === undefined || typeof app.otherPages === 'function') &&
    (app.Part === undefined || typeof app.Part === 'function')
  );
}

import type { PageResolution } from '../../protocol/routeAnswer';

/** What the shell gives every page of the registry: the worker's route decision for its URL. */
export interface PageProps {
  /** The worker's route decision for this URL: params, query, layout, meta. */
  readonly resolution: PageResolution;
}

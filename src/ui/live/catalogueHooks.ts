import type { CatalogueEntry } from '../../protocol/live-client';
import { livePart, useDispatch, useLivePart } from '../core-access/coreContext';

// Apart from the list states (states.tsx) so a page outside the betting apps (office settings) reads a list without their texts.

/** One catalogue list of the live projection (undefined until the worker's first push). */
export function useCatalogue(key: string): CatalogueEntry | undefined {
  return useLivePart(livePart.field('catalogue'), (live) => live.catalogue[key]);
}

/** The error state's retry: loads the list again. */
export function useCatalogueRetry(key: string): () => void {
  const dispatch = useDispatch();
  return () => void dispatch({ type: 'live/reloadCatalogue', payload: { key } });
}

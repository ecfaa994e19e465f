import { useEffect, useState } from 'react';
import type { CasinoProvider } from '../../../protocol/casino/catalogue';
import { useCore } from '../../core-access/coreContext';

/** The providers with their game counts: null while loading, 'error' when they could not be read. */
export function useProviders(): readonly CasinoProvider[] | null | 'error' {
  const core = useCore();
  const [providers, setProviders] = useState<readonly CasinoProvider[] | null | 'error'>(null);
  useEffect(() => {
    let live = true;
    core.ask('casinoProviders', {}).then(
      (result) => live && setProviders(result.status === 'ok' ? result.providers : 'error'),
      () => live && setProviders('error'),
    );
    return () => {
      live = false;
    };
  }, [core]);
  return providers;
}

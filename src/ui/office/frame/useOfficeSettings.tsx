import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { OfficeResult } from '../../../protocol/office';
import type { OfficeSettings } from '../../../protocol/schemas/office';
import { useCore, useProjectionSelector } from '../../core-access/coreContext';

export type OfficeSettingsState = { readonly status: 'loading' } | OfficeResult<OfficeSettings>;

interface OfficeSettingsValue {
  readonly state: OfficeSettingsState;
  readonly reload: () => void;
}

const OfficeSettingsContext = createContext<OfficeSettingsValue>({ state: { status: 'loading' }, reload: () => undefined });

/**
 * The office settings (with the menu) as the worker reads them, once per
 * frame and again when the player signs in or out; every page inside the
 * frame reads them from here instead of asking again.
 */
export function OfficeSettingsProvider({ lang, children }: { lang: string; children: ReactNode }) {
  const core = useCore();
  const status = useProjectionSelector('session', (s) => `${s.status}|${s.userId ?? ''}`) ?? 'checking';
  const [state, setState] = useState<OfficeSettingsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (status.startsWith('checking')) return;
    let live = true;
    core.ask('officeSettings', { lang }).then(
      (answer) => live && setState(answer),
      () => live && setState({ status: 'refused', code: 'network_error', params: {}, retry: true }),
    );
    return () => {
      live = false;
    };
  }, [core, lang, status, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return <OfficeSettingsContext.Provider value={{ state, reload }}>{children}</OfficeSettingsContext.Provider>;
}

export const useOfficeSettings = (): OfficeSettingsValue => useContext(OfficeSettingsContext);

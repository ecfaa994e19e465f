import type { CounterConfig } from '../../../protocol/analyticsCounters';
import type { CoreClient, ProjectionSource } from '../../runtime/client';
import { adapterOf, type CounterWindow } from './adapters';

type Core = Pick<CoreClient, 'ask'> & Pick<ProjectionSource, 'subscribe' | 'getSnapshot'>;

/**
 * The page's side of the counters (docs/analytics-counters.md): it installs
 * nothing and calls nothing until the worker's `analyticsCounters` projection
 * is open (consent, no privacy signal, analytics installed), then loads each
 * counter's script once and makes the calls the worker hands this tab. Once
 * the projection closes (consent withdrawn) no call is made; a script already
 * loaded cannot be unloaded. Loaded when the page is idle, never with the
 * first load. Returns the unsubscribe.
 */
export function startCounters(core: Core, win: CounterWindow = window as unknown as CounterWindow): () => void {
  const installed = new Set<string>();
  let taken = 0;
  let taking = false;
  let again = false;

  const open = () => core.getSnapshot('analyticsCounters')?.open === true;
  const install = (counter: CounterConfig) => {
    const key = `${counter.type}:${counter.id}:${counter.scriptUrl}`;
    if (installed.has(key)) return;
    installed.add(key);
    adapterOf(counter).install(counter, win);
  };

  const take = async () => {
    if (taking) {
      again = true;
      return;
    }
    taking = true;
    try {
      const deliveries = await core.ask('takeCounterCalls', {});
      // Closed while the answer travelled: the calls are not made.
      if (!open()) return;
      for (const { counter, call } of deliveries) {
        install(counter);
        adapterOf(counter).send(call, win);
      }
    } catch {
      // The worker is being replaced; the next change asks again.
    } finally {
      taking = false;
      if (again) {
        again = false;
        changed();
      }
    }
  };

  const changed = () => {
    const view = core.getSnapshot('analyticsCounters');
    if (!view?.open) return;
    for (const counter of view.counters) install(counter);
    if (view.version !== taken) {
      taken = view.version;
      void take();
    }
  };

  const unsubscribe = core.subscribe('analyticsCounters', changed);
  changed();
  return unsubscribe;
}

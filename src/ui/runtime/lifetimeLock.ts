import { tabLockName } from '../../protocol/handshake';

/**
 * Holds a lock for as long as this tab lives. A MessagePort has no close
 * event; the host waits on this lock instead and is granted it when the tab
 * is gone.
 */
export function holdLifetimeLock(tabId: string): Promise<void> {
  return new Promise((held) => {
    void navigator.locks.request(tabLockName(tabId), () => {
      held();
      return new Promise<never>(() => undefined);
    });
  });
}

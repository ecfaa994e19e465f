import { describe, expect, it, vi } from 'vitest';
import { LAST_AUTO_RELOAD_KEY, mayReloadItself, onStaleBuild } from '../../../src/ui/apps/staleTab';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('a tab whose build is gone (SPEC 8: reload at most once per 60 s)', () => {
  it('reloads itself the first time and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const notify = vi.fn();
    expect(onStaleBuild({ now: () => 1_000_000, storage, reload, notify })).toBe('reloaded');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notify).not.toHaveBeenCalled();
    expect(storage.data.get(LAST_AUTO_RELOAD_KEY)).toBe('1000000');
  });

  it('within 60 s of that reload it shows the update notice instead of reloading again', () => {
    const storage = memoryStorage();
    storage.setItem(LAST_AUTO_RELOAD_KEY, '1000000');
    const reload = vi.fn();
    const notify = vi.fn();
    expect(onStaleBuild({ now: () => 1_059_999, storage, reload, notify })).toBe('notified');
    expect(reload).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledTimes(1);
    expect(onStaleBuild({ now: () => 1_060_000, storage, reload, notify })).toBe('reloaded');
  });

  it('never reloads by itself without the memory of the last reload (storage refused): it could loop', () => {
    const reload = vi.fn();
    const notify = vi.fn();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(onStaleBuild({ now: () => 5, storage: refusing, reload, notify })).toBe('notified');
    expect(onStaleBuild({ now: () => 5, storage: null, reload, notify })).toBe('notified');
    expect(reload).not.toHaveBeenCalled();
  });

  it('a clock that went back does not block the reload forever', () => {
    expect(mayReloadItself(1000, 50_000)).toBe(true);
    expect(mayReloadItself(70_001, 10_000)).toBe(true);
    expect(mayReloadItself(69_999, 10_000)).toBe(false);
  });
});

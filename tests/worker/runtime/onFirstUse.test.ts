import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '../../../src/worker/runtime/onFirstUse';

describe('a module loaded on first use', () => {
  it('is not loaded until asked, then once for every caller, at once or later', async () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const module = onFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([module(), module()]);
    expect(await module()).toBe(a);
    expect(b).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that failed (offline, nothing cached) is tried again by the next call', async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ answer: 42 });
    const module = onFirstUse(load);
    await expect(module()).rejects.toThrow('Failed to fetch');
    expect((await module()).answer).toBe(42);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { CalculatorAnswer, CalculatorInput } from '../../../src/protocol/calculator';
import { CalculatorController } from '../../../src/worker/calculator/controller';
import { createControllers } from '../../../src/worker/controllers';
import { VirtualClock } from '../../support/virtualClock';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ask = (controller: CalculatorController, input: Parameters<CalculatorController['answer']>[0]): Promise<CalculatorAnswer> =>
  controller.queries.bettingCalculator(input);

describe('the calculator controller', () => {
  it('is wired: the worker answers the bettingCalculator query with it', () => {
    const controllers = createControllers({
      clock: new VirtualClock(0),
      fetch: (() => Promise.reject(new Error('no server'))) as typeof fetch,
      log: quiet,
      appVersion: 'test',
      isProduction: false,
      hostName: 'site',
      random: () => 0.5,
    });
    expect(controllers.filter((c) => c.queries && 'bettingCalculator' in c.queries).map((c) => c.name)).toEqual(['calculator']);
  });

  it("prices a shared link's query and answers its canonical form", async () => {
    const answer = await ask(new CalculatorController({ log: quiet }), { query: '?o=1.5&o=2&o=2.5&o=3&t=2&k=2&s=600&f=0&utm=x' });
    expect(answer).toMatchObject({
      status: 'ok',
      badQuery: false,
      query: 't=2&k=2&s=600&f=0&o=1.5&o=2&o=2.5&o=3',
      decimals: [1.5, 2, 2.5, 3],
      outcome: { status: 'ok', lineCount: 6, returns: { current: 0, max: 297_500 } },
    });
  });

  it('checks a form against the schema: a type that does not exist is no calculation', async () => {
    const controller = new CalculatorController({ log: quiet });
    // A form from an old page (or a forged one) reaches the worker unchecked by types.
    const bad = { typeId: 11, stake: '1', format: 0, legs: [] } as unknown as CalculatorInput;
    expect(await ask(controller, { input: bad })).toMatchObject({
      status: 'ok',
      badQuery: true,
      query: 't=1&s=100&f=0&o=1.5&o=2',
    });
    const form = { typeId: 0, stake: '10', format: 2, legs: [{ odds: '+150', status: 1, banker: false }] } as const;
    expect(await ask(controller, { input: form })).toMatchObject({
      query: 't=0&s=10&f=2&o=%2B150&st=1',
      outcome: { status: 'ok', returns: { current: 2_500, max: 2_500 } },
    });
  });

  it('answers "unavailable" when its code cannot be loaded, and loads it again on the next question', async () => {
    vi.resetModules();
    vi.doMock('../../../src/core/calculator', () => Promise.reject(new Error('offline')));
    const warn = vi.fn();
    const { CalculatorController: Fresh } = await import('../../../src/worker/calculator/controller');
    const controller = new Fresh({ log: { ...quiet, warn } });
    expect(await controller.answer({ query: '' })).toEqual({ status: 'unavailable' });
    expect(warn).toHaveBeenCalledOnce();
    vi.doUnmock('../../../src/core/calculator');
    expect(await controller.answer({ query: '' })).toMatchObject({ status: 'ok', outcome: { status: 'ok' } });
  });
});

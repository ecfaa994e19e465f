// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerCalculator } from '../../../src/core/calculator';
import type { QueryName } from '../../../src/protocol/api';
import type { CalculatorAnswer, CalculatorQuery } from '../../../src/protocol/calculator';
import Calculator from '../../../src/ui/calculator/Calculator';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { readyCore, withCore } from '../fakeCore';

/** The calculator over a fake core that answers as the worker does (the same core function), or as a worker that could not load it. */
function show(query: string, answer: (q: CalculatorQuery) => CalculatorAnswer = answerCalculator) {
  window.history.replaceState(null, '', `/en/betting-calculator${query}`);
  const core = readyCore();
  const asked: CalculatorQuery[] = [];
  core.ask = ((name: QueryName, input: CalculatorQuery) => {
    if (name !== 'bettingCalculator') return Promise.reject(new Error(`unscripted ${name}`));
    asked.push(input);
    return Promise.resolve(answer(input));
  }) as typeof core.ask;
  render(withCore(core, createI18n('en'), <Calculator />));
  return asked;
}

const SYSTEM = '?t=2&k=2&s=600&f=0&o=1.5&o=2&o=2.5&o=3';

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(cleanup);

describe('the betting calculator page', () => {
  it("opens a shared link's calculation: six lines of 100 and a maximum return of 2,975.00", async () => {
    show(SYSTEM);
    expect((await screen.findByTestId('calc-max-return')).textContent).toBe('2,975.00');
    expect(screen.getByTestId('calc-line-count').textContent).toBe('6');
    expect(screen.getByTestId('calc-stake-split').textContent).toBe('100.00');
    const lines = screen.getAllByTestId('calc-line');
    expect(lines).toHaveLength(6);
    expect(lines.map((row) => within(row).getByTestId('calc-line-stake').textContent)).toEqual(Array(6).fill('100.00'));
    expect(within(lines[5] as HTMLElement).getByTestId('calc-line-return').textContent).toBe('0.00 to 750.00');
    expect((screen.getByTestId('calc-type') as HTMLSelectElement).value).toBe('2');
    expect(screen.getAllByTestId('calc-odds').map((i) => (i as HTMLInputElement).value)).toEqual(['1.5', '2', '2.5', '3']);
  });

  it('says what is wrong, marks the leg, and keeps the address on the canonical query', async () => {
    show(SYSTEM);
    const odds = await screen.findAllByTestId('calc-odds');
    fireEvent.change(odds[1] as HTMLElement, { target: { value: '1' } });
    const issues = await screen.findByTestId('calc-issues');
    expect(issues.textContent).toContain('Leg 2: the odds must be at least 1.01.');
    expect(screen.getAllByTestId('calc-odds')[1]?.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('calc-results')).toBeNull();
    await waitFor(() => expect(window.location.search).toBe('?t=2&k=2&s=600&f=0&o=1.5&o=1&o=2.5&o=3'));
    fireEvent.change(screen.getByTestId('calc-system'), { target: { value: '5' } });
    fireEvent.change(screen.getAllByTestId('calc-odds')[1] as HTMLElement, { target: { value: '2' } });
    // The list of issues is already on screen: wait for the worker's answer to the new input, not for the list.
    await waitFor(() => expect(screen.getByTestId('calc-issues').textContent).toContain('The system size must be from 2 to 4.'));
  });

  it('is used with the keyboard: adding a leg moves the focus to its odds, removing one to the add button', async () => {
    show('?t=1&s=10&f=0&o=2&o=3');
    await screen.findByTestId('calc-max-return');
    const add = screen.getByTestId('calc-add-leg');
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByTestId('calc-odds')[2]));
    fireEvent.change(document.activeElement as HTMLElement, { target: { value: '1.5' } });
    await waitFor(() => expect(screen.getByTestId('calc-max-return').textContent).toBe('90.00'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove leg 1' }));
    expect(document.activeElement).toBe(add);
    await waitFor(() => expect(screen.getByTestId('calc-max-return').textContent).toBe('45.00'));
    expect(screen.getByLabelText('Bet type').tagName).toBe('SELECT');
    expect(screen.getAllByLabelText('Odds')).toHaveLength(2);
  });

  it('a format switch shows the odds in the new format, and the lines with them', async () => {
    const asked = show('?t=1&s=10&f=0&o=2.5&o=1.5');
    await screen.findByTestId('calc-max-return');
    fireEvent.change(screen.getByTestId('calc-format'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getAllByTestId('calc-odds').map((i) => (i as HTMLInputElement).value)).toEqual(['6/4', '1/2']));
    expect(asked.at(-1)).toMatchObject({ input: { format: 1, legs: [{ odds: '6/4' }, { odds: '1/2' }] } });
    expect(screen.getByTestId('calc-max-return').textContent).toBe('37.50');
    expect(screen.getByTestId('calc-coef').textContent).toBe('11/4');
  });

  it('a link that holds no calculation starts from the example and says so', async () => {
    show('?t=banana');
    expect((await screen.findByTestId('calc-bad-link')).textContent).toContain('no calculation');
    expect(screen.getByTestId('calc-max-return').textContent).toBe('300.00');
  });

  it('offers to try again when the worker could not load the calculator', async () => {
    let fail = true;
    show(SYSTEM, (q) => (fail ? { status: 'unavailable' } : answerCalculator(q)));
    const retry = await screen.findByTestId('calc-retry');
    fail = false;
    act(() => retry.click());
    expect((await screen.findByTestId('calc-max-return')).textContent).toBe('2,975.00');
  });
});

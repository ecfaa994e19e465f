import { describe, expect, it } from 'vitest';
import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import { ageNoticeStatus } from '../../../src/core/age';
import type { AgeState } from '../../../src/protocol/age';
import type { AppCommand, AppEvent } from '../../../src/protocol/catalogue';
import { AGE_ANSWER_TTL_MS } from '../../../src/protocol/constants/age';
import { demoConfig } from '../../support/demoConfig';

const T0 = Date.UTC(2026, 10, 28, 12, 0);

/** The visitor answers at `now`, through the app's decide and evolve (the log's path). */
function answer(state: AppState, value: 'yes' | 'no', now: number, config = demoConfig): AppState {
  const decision = decideApp(state, { type: 'age/answer', id: 'c1', payload: { answer: value } } as AppCommand, {
    now,
    newId: () => 'k',
    config,
  });
  if ('rejected' in decision) throw new Error(decision.code);
  return (decision as readonly AppEvent[]).reduce(evolveApp, state);
}

describe('the age notice rule', () => {
  it('is SPEC 9 three days', () => {
    expect(AGE_ANSWER_TTL_MS).toBe(259_200_000);
  });

  it('asks a visitor who never answered', () => {
    expect(ageNoticeStatus(initialAppState.age, T0, 18)).toEqual({ status: 'ask', minAge: 18, until: null });
  });

  it('remembers a "yes" for exactly three days: counted until the last millisecond, asked again at the third day', () => {
    const state = answer(initialAppState, 'yes', T0).age;
    expect(state.answer).toEqual({ value: 'yes', minAge: demoConfig.minAge, at: T0 });
    const until = T0 + AGE_ANSWER_TTL_MS;
    expect(ageNoticeStatus(state, T0, demoConfig.minAge)).toEqual({ status: 'confirmed', minAge: demoConfig.minAge, until });
    expect(ageNoticeStatus(state, until - 1, demoConfig.minAge).status).toBe('confirmed');
    expect(ageNoticeStatus(state, until, demoConfig.minAge)).toEqual({ status: 'ask', minAge: demoConfig.minAge, until: null });
  });

  it('keeps a "no" as long, and a later answer replaces it', () => {
    const no = answer(initialAppState, 'no', T0);
    expect(ageNoticeStatus(no.age, T0 + AGE_ANSWER_TTL_MS - 1, 18).status).toBe('refused');
    expect(ageNoticeStatus(no.age, T0 + AGE_ANSWER_TTL_MS, 18).status).toBe('ask');
    const yes = answer(no, 'yes', T0 + 1000);
    expect(ageNoticeStatus(yes.age, T0 + 1000, 18).status).toBe('confirmed');
  });

  it('asks again when the site raises minAge above the age the visitor confirmed', () => {
    const state: AgeState = { answer: { value: 'yes', minAge: 18, at: T0 } };
    expect(ageNoticeStatus(state, T0, 18).status).toBe('confirmed');
    expect(ageNoticeStatus(state, T0, 21)).toEqual({ status: 'ask', minAge: 21, until: null });
  });

  it('does not trust an answer from the future (a clock set back)', () => {
    const state: AgeState = { answer: { value: 'yes', minAge: 18, at: T0 } };
    expect(ageNoticeStatus(state, T0 - 1, 18).status).toBe('ask');
  });

  it('records the age the site asks about, and refuses to record without the config', () => {
    const state = answer(initialAppState, 'yes', T0, { ...demoConfig, minAge: 21 });
    expect(state.age.answer?.minAge).toBe(21);
    const decision = decideApp(initialAppState, { type: 'age/answer', id: 'c', payload: { answer: 'yes' } } as AppCommand, {
      now: T0,
      newId: () => 'k',
      config: null,
    });
    expect(decision).toMatchObject({ rejected: true });
    const bad = decideApp(initialAppState, { type: 'age/answer', id: 'c', payload: { answer: 'maybe' } } as unknown as AppCommand, {
      now: T0,
      newId: () => 'k',
      config: demoConfig,
    });
    expect(bad).toMatchObject({ rejected: true, code: 'invalid_command' });
  });
});

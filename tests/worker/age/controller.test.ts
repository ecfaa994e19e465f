import { describe, expect, it } from 'vitest';
import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import type { AgeNoticeProjection } from '../../../src/protocol/age';
import type { AppCommand, AppEvent } from '../../../src/protocol/catalogue';
import { AGE_ANSWER_TTL_MS } from '../../../src/protocol/constants/age';
import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { AgeNoticeController } from '../../../src/worker/age/controller';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { demoConfig } from '../../support/demoConfig';
import { VirtualClock } from '../../support/virtualClock';

const T0 = Date.UTC(2026, 10, 28, 12, 0);

function harness(config: SiteConfig | null = demoConfig) {
  const clock = new VirtualClock(T0);
  const controller = new AgeNoticeController(clock);
  let state: AppState = initialAppState;
  let currentConfig = config;
  const pushes: AgeNoticeProjection[] = [];
  const view = () => controller.projections.ageNotice.value();
  const link: ControllerLink = {
    state: () => state,
    config: () => currentConfig,
    projection: (() => undefined) as ControllerLink['projection'],
    dispatch: () => Promise.resolve({ accepted: true, seq: 0 }),
    changed: () => pushes.push(view()),
    newId: () => 'id',
  };
  controller.attach(link);
  return {
    clock,
    view,
    pushes,
    answer(value: 'yes' | 'no') {
      const decision = decideApp(state, { type: 'age/answer', id: 'c', payload: { answer: value } } as AppCommand, {
        now: clock.now(),
        newId: () => 'k',
        config: currentConfig,
      });
      const before = state;
      state = (decision as readonly AppEvent[]).reduce(evolveApp, state);
      controller.stateChanged(before, state);
    },
    setConfig(next: SiteConfig | null) {
      currentConfig = next;
      controller.projectionChanged();
    },
  };
}

describe('the age notice controller', () => {
  it('asks, then shows the answer to every tab, and asks again the moment three days have passed', () => {
    const h = harness();
    expect(h.view().status).toBe('ask');
    h.answer('yes');
    expect(h.pushes.at(-1)).toEqual({ status: 'confirmed', minAge: demoConfig.minAge, until: T0 + AGE_ANSWER_TTL_MS });
    h.clock.advance(AGE_ANSWER_TTL_MS - 1);
    expect(h.view().status).toBe('confirmed');
    h.clock.advance(1);
    expect(h.pushes.at(-1)?.status).toBe('ask');
    expect(h.view().status).toBe('ask');
    expect(h.clock.pending).toBe(0);
  });

  it('pushes a refusal, and nothing while the answer means the same', () => {
    const h = harness();
    h.answer('no');
    expect(h.view().status).toBe('refused');
    const pushed = h.pushes.length;
    h.setConfig(demoConfig);
    expect(h.pushes.length).toBe(pushed);
  });

  it('asks nothing until the config says what age to confirm, and asks again when the site raises it', () => {
    const h = harness(null);
    expect(h.view().status).toBe('confirmed');
    h.setConfig(demoConfig);
    expect(h.view().status).toBe('ask');
    h.answer('yes');
    h.setConfig({ ...demoConfig, minAge: demoConfig.minAge + 3 });
    expect(h.view()).toEqual({ status: 'ask', minAge: demoConfig.minAge + 3, until: null });
  });
});

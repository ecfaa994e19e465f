import { fakeAsk } from '../fakeAsk';
import type { QueryInput, QueryName, QueryOutput } from '../../../src/protocol/api';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { SiteConfigProjection } from '../../../src/protocol/api';
import type { Accepted } from '../../../src/protocol/envelope';
import type { Rejection } from '../../../src/protocol/rejections';
import { CoreProvider, type CommandInput, type CoreClient } from '../../../src/ui/core-access/coreContext';
import { demoConfig } from '../../support/demoConfig';
import { FakeProjections } from '../fakeProjections';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRemoteApps } from '../../../src/ui/apps/createRemoteApps';
import { RemoteAppsProvider } from '../../../src/ui/apps/RemoteAppsContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';

type Answer = Accepted | Rejection;

/**
 * A stand-in for the worker as the session UI sees it (kept apart from
 * tests/ui/fakeCore.tsx, which loads the whole route table): projections the
 * test pushes, every dispatched command recorded and answered by `answer`.
 */
export class FakeSessionCore extends FakeProjections implements CoreClient {
  readonly dispatched: CommandInput[] = [];
  answer: (command: CommandInput) => Answer | Promise<Answer> = () => ({ accepted: true, seq: 1 });

  constructor() {
    super();
    const ready: SiteConfigProjection = { status: 'ready', config: { ...demoConfig, isRegistrationAllowed: true }, lang: 'en' };
    this.push('siteConfig', ready);
  }

  async dispatch(command: CommandInput): Promise<Answer> {
    this.dispatched.push(command);
    return this.answer(command);
  }
  reloadSiteConfig = () => Promise.resolve();
  decideLanguage = () => Promise.resolve({ kind: 'unknown' as const });
  resolveRoute = () => Promise.resolve({ kind: 'unknown' as const });
  ask<Q extends QueryName>(name: Q, input: QueryInput<Q>): Promise<QueryOutput<Q>> {
    return fakeAsk(this, name, input);
  }
  exportLog = () => Promise.resolve('');
  importLog = () => Promise.resolve({ accepted: true as const, seq: 0 });
}

export function withCore(core: FakeSessionCore, i18n: I18n, children: ReactNode): ReactNode {
  return (
    <I18nextProvider i18n={i18n}>
      <CoreProvider client={core}>{children}</CoreProvider>
    </I18nextProvider>
  );
}

/** Renders `element` at `path` over the fake core, with the header's account controls and dialogs fetched as the shell fetches them. */
export function renderAt(core: FakeSessionCore, element: ReactNode, path = '/en', lang = 'en') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const i18n = createI18n(lang);
  render(
    withCore(
      core,
      i18n,
      <RemoteAppsProvider apps={createRemoteApps(i18n)}>
        <RouterProvider router={router} />
      </RemoteAppsProvider>,
    ),
  );
  return router;
}

import { decideApp, evolveApp, initialAppState, type AppState } from '../../../src/core/app';
import type { ProjectionName, ProjectionValues } from '../../../src/protocol/api';
import type { AppCommand, AppEvent } from '../../../src/protocol/catalogue';
import type { Accepted } from '../../../src/protocol/envelope';
import type { Rejection } from '../../../src/protocol/rejections';
import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import type { SessionProjection } from '../../../src/protocol/session';
import { createHttpClient, type HttpClient } from '../../../src/worker/http/client';
import type { CommandDraft, Controller, ControllerLink } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { demoConfig } from '../../support/demoConfig';
import type { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json, type Answer, type RecordedCall } from '../http/fakeFetch';

/** A scripted server: answers by 'METHOD path' or by path, in order (the last repeating), recording each call. */
export function scriptedServer(script: Readonly<Record<string, readonly Answer[]>>) {
  const seen = new Map<string, number>();
  return {
    answer(call: RecordedCall): Response | Error | Promise<Response> {
      const path = call.url.pathname;
      const scripted = script[`${call.method} ${path}`] ? `${call.method} ${path}` : path;
      const list = script[scripted];
      if (!list || list.length === 0) return json(404, { error: { code: 'invalid_request', message: `unscripted ${path}`, params: {} } });
      const n = seen.get(scripted) ?? 0;
      seen.set(scripted, n + 1);
      const next = list[Math.min(n, list.length - 1)] as Answer;
      return typeof next === 'function' ? next(call, n) : next;
    },
  };
}

/** The real HTTP client against a scripted server ('METHOD path' → answers in order, the last repeating), recording each call. */
export function scriptedHttp(
  clock: VirtualClock,
  script: Readonly<Record<string, readonly Answer[]>>,
): { http: HttpClient; calls: RecordedCall[] } {
  const server = scriptedServer(script);
  const { fetch, calls } = fakeFetch(clock, [(call) => server.answer(call)]);
  return { http: createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } }), calls };
}

export interface CoreLinkOptions {
  readonly clock: VirtualClock;
  readonly session?: SessionProjection;
  readonly config?: SiteConfig;
  /** Other controllers' projections the controller reads (the session's comes from `session`). */
  readonly projections?: Partial<{ [N in ProjectionName]: () => ProjectionValues[N] }>;
  /** Takes a command the controller sends before the core does (a command of a controller not in the test); null passes it on. */
  readonly intercept?: (command: CommandDraft) => Promise<Accepted | Rejection> | null;
  readonly changed?: (name: ProjectionName) => void;
  /**
   * A recorded sign-out in the log signs the session's projection out, as the
   * session controller does in the worker (timers that end the session).
   */
  readonly followSignOut?: boolean;
  /** The log's state to start from (a worker restarting over what an earlier run recorded). */
  readonly initial?: AppState;
}

/**
 * One controller over the real core (decideApp, evolveApp) on a virtual
 * clock: the store's part of the worker without IndexedDB, for the
 * controllers' tests. Attaches the controller and returns the log's state,
 * the dispatch a tab's command takes, and the session to move.
 */
export function coreLink(controller: Controller, options: CoreLinkOptions) {
  const config = options.config ?? demoConfig;
  let state: AppState = options.initial ?? initialAppState;
  let session = options.session ?? NO_SESSION;
  let ids = 0;
  const setSession = (next: SessionProjection) => {
    session = next;
    controller.projectionChanged?.('session');
  };
  const dispatch = async (command: Omit<AppCommand, 'id'>) => {
    const decision = decideApp(state, { ...command, id: `c${++ids}` } as AppCommand, {
      now: options.clock.now(),
      newId: () => `key-${++ids}`,
      config,
    });
    if ('rejected' in decision) return decision;
    const before = state;
    for (const event of decision as readonly AppEvent[]) state = evolveApp(state, event);
    controller.stateChanged?.(before, state);
    if (options.followSignOut && before.session.userId !== null && state.session.userId === null) setSession(NO_SESSION);
    return { accepted: true as const, seq: ids };
  };
  const link: ControllerLink = {
    state: () => state,
    config: () => config,
    projection: ((name: ProjectionName) =>
      name === 'session' ? session : options.projections?.[name]?.()) as ControllerLink['projection'],
    dispatch: (command) => options.intercept?.(command) ?? dispatch(command as Omit<AppCommand, 'id'>),
    changed: (name) => options.changed?.(name),
    newId: () => `id-${++ids}`,
  };
  controller.attach(link);
  return { dispatch, state: () => state, session: () => session, setSession, link };
}

import { z } from 'zod';
import { defineContext } from '../../../src/core/app';
import type { CommandEnvelope, NewEvent } from '../../../src/protocol/envelope';
import { reject } from '../../../src/protocol/rejections';
import type { Controller, ControllerLink } from '../../../src/worker/runtime/controller';

/**
 * A context that exists only for tests, all in this one folder: its
 * protocol (commands, events, a projection), its core (decide, evolve, shape
 * and an upgrade), and a controller with an effect command and a query. The
 * registry tests plug it in with one line each and nothing else changes.
 */
type EchoCommand = CommandEnvelope<'echo/say', { readonly text: string }> | CommandEnvelope<'echo/confirm', { readonly times: number }>;
type EchoEvent = NewEvent<'echo/said', { readonly text: string }> | NewEvent<'echo/confirmed', { readonly times: number }>;

export interface EchoState {
  readonly said: readonly string[];
  readonly confirmations: number;
}

export const echoContext = defineContext<'echo', EchoState, EchoCommand, EchoEvent>({
  name: 'echo',
  initial: { said: [], confirmations: 0 },
  shape: { version: 2, upgrades: { 1: (old) => ({ said: (old as { lines?: string[] }).lines ?? [], confirmations: 0 }) } },
  commands: { 'echo/say': { from: 'tab' }, 'echo/confirm': { from: 'system' } },
  events: {
    'echo/said': { v: 2, schema: z.object({ text: z.string().min(1) }), old: { 1: z.object({ line: z.string() }) } },
    'echo/confirmed': { v: 1, schema: z.object({ times: z.number().int().positive() }), old: {} },
  },
  upcasters: { 'echo/said': { 1: (payload) => ({ text: (payload as { line: string }).line }) } },
  decide(state, command: EchoCommand) {
    if (command.type === 'echo/confirm') return [{ type: 'echo/confirmed', v: 1, payload: { times: command.payload.times } }];
    const text = typeof command.payload?.text === 'string' ? command.payload.text.trim() : '';
    if (text === '') return reject('invalid_command', { field: 'text' });
    return state.said.at(-1) === text ? [] : [{ type: 'echo/said', v: 2, payload: { text } }];
  },
  evolve(state, event: EchoEvent) {
    return event.type === 'echo/said'
      ? { ...state, said: [...state.said, event.payload.text] }
      : { ...state, confirmations: state.confirmations + event.payload.times };
  },
  projection: 'echo',
});

/** Its effects: answers `echo/ping` at once, confirms every saying as a system command, and keeps a derived view. */
export function echoController(): Controller & { readonly seen: string[] } {
  let link: ControllerLink | null = null;
  const seen: string[] = [];
  return {
    name: 'echo',
    seen,
    commands: { 'echo/ping': { from: 'tab', schema: z.object({ n: z.number() }) } },
    projections: {
      echoCount: { value: () => ({ count: ((link?.state() as unknown as { echo: EchoState }) ?? null)?.echo.said.length ?? 0 }) },
    } as never,
    queries: { echoLast: async () => (link?.state() as unknown as { echo: EchoState }).echo.said.at(-1) ?? null } as never,
    attach(l) {
      link = l;
    },
    handle(tabId, command) {
      seen.push(`${tabId}:${command.type}`);
      return { accepted: true, seq: 0 };
    },
    stateChanged(before, after) {
      const was = (before as unknown as { echo: EchoState }).echo;
      const now = (after as unknown as { echo: EchoState }).echo;
      if (now.said.length > was.said.length) {
        link?.changed('echoCount' as never);
        void link?.dispatch({ type: 'echo/confirm', payload: { times: 1 } });
      }
    },
  };
}

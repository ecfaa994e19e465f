import type { AppState } from '../../core/app';
import type { AppCommand } from '../../protocol/catalogue';
import type { CommandSpec } from '../../protocol/catalogue';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import type { ProjectionName, ProjectionValues, QueryName, QueryInput, QueryOutput } from '../../protocol/api';
import type { Rejection } from '../../protocol/rejections';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';

/** A command a controller sends, without the id the host gives it. */
export type CommandDraft = Omit<AppCommand, 'id'> | Omit<CommandEnvelope, 'id'>;

/** What the host gives a controller once it runs: the player's state, the config, the other views, and a way to act. */
export interface ControllerLink {
  state(): AppState;
  config(): SiteConfig | null;
  /** Any projection's current value, another controller's included; undefined when no one keeps it (a host without that controller). */
  projection<N extends ProjectionName>(name: N): ProjectionValues[N] | undefined;
  /** Decides a command like a tab's, with this controller as its origin; system commands are allowed. */
  dispatch(command: CommandDraft): Promise<Accepted | Rejection>;
  /** Marks one of this controller's projections for the next frame's push, and tells the controllers that follow it. */
  changed(name: ProjectionName): void;
  newId(): string;
}

/** One projection a controller keeps: its value now and, for large ones, a patch against the value a subscription last received. */
export interface ProjectionSource<N extends ProjectionName = ProjectionName> {
  value(): ProjectionValues[N];
  /** Null: nothing to send. Without `diff` the whole value is pushed. */
  diff?(sent: ProjectionValues[N], next: ProjectionValues[N]): unknown;
}

export type QueryHandlers = { readonly [Q in QueryName]?: (input: QueryInput<Q>, tabId: string) => Promise<QueryOutput<Q>> };

/**
 * The effects of a context (or of the shell) in the worker: it talks to the
 * server, runs timers on the Clock and keeps what the server says as
 * projections; what changes the player's own state it reports as commands.
 * The host knows controllers only through this interface: adding one is a
 * folder in src/worker and one line in src/worker/controllers.ts.
 */
export interface Controller {
  readonly name: string;
  /** Commands it answers itself, at once and outside the log (watching a page, a call to the server). */
  readonly commands?: Readonly<Record<string, CommandSpec>>;
  readonly projections?: { readonly [N in ProjectionName]?: ProjectionSource<N> };
  readonly queries?: QueryHandlers;
  /** Other controllers' projections whose changes it must hear of (projectionChanged). */
  readonly follows?: readonly ProjectionName[];
  attach(link: ControllerLink): void;
  /** Runs after every controller is attached. */
  start?(): void | Promise<void>;
  handle?(tabId: string, command: CommandEnvelope): Promise<Accepted | Rejection> | Accepted | Rejection;
  /**
   * Looks at a tab's command before it is decided: may replace it (a clicked bet at the feed's odds) or refuse it.
   * `tabId` names the tab that sent it (null: a controller's command).
   */
  prepare?(command: CommandEnvelope, tabId: string | null): CommandEnvelope | Rejection;
  /** The player's state moved (new events, from this host or another). */
  stateChanged?(before: AppState, after: AppState): void;
  projectionChanged?(name: ProjectionName): void;
  /** The one controller that keeps the site configuration answers this: decide and every link read it. */
  currentConfig?(): SiteConfig | null;
  /** A tab is gone: drop what it watched. */
  releaseTab?(tabId: string): void;
  stop?(): void;
}

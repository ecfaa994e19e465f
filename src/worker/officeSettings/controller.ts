import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import type { HttpFailure, HttpResult } from '../../protocol/http';
import {
  EMPTY_BETTING_SETTINGS,
  EMPTY_OFFICE_SETTINGS,
  OFFICE_SETTINGS_COMMANDS,
  OFFICE_SETTINGS_COMMAND_SCHEMAS,
  OFFICE_SETTINGS_PATHS,
  bettingSettingsSchema,
  type BettingSettings,
  type OfficeSettingsCommand,
  type OfficeSettingsProjection,
} from '../../protocol/officeSettings';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';

const ACCEPTED: Accepted = { accepted: true, seq: 0 };

/** Refusal codes the settings page translates (officeSettings.errors.<code>); any other failure is `failed`. */
const KNOWN_ERRORS: ReadonlySet<string> = new Set(['not_offered', 'too_long', 'banned', 'network', 'failed']);

/** The code a failed call shows as: the refused field's reason first (what the player can fix), then the server's. */
export function settingsErrorOf(failure: HttpFailure): string {
  if (failure.status === 'network-error') return 'network';
  if (failure.status !== 'http-error') return 'failed';
  const code = failure.error?.fields?.[0]?.code ?? failure.error?.reason ?? 'failed';
  return KNOWN_ERRORS.has(code) ? code : 'failed';
}

/**
 * The signed-in player's betting settings (SPEC 3 Office settings), one
 * copy for every tab: read at sign-in and when a settings page opens,
 * replaced by the server's answer to each save. The live controller follows
 * this projection and hides or reorders its lists at once, so a change made
 * in one tab shows in every open tab in the same frame.
 */
export class OfficeSettingsController implements Controller {
  readonly name = 'officeSettings';
  readonly commands = OFFICE_SETTINGS_COMMANDS;
  readonly follows = ['session'] as const;
  readonly projections = { officeSettings: { value: () => this.view } };

  private link: ControllerLink | null = null;
  private userId: number | null = null;
  private view: OfficeSettingsProjection = EMPTY_OFFICE_SETTINGS;
  /** Bumped at every sign-in change: an answer for an earlier player is dropped. */
  private generation = 0;

  constructor(private readonly deps: { readonly http: HttpClient }) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.followSession();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.followSession();
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as OfficeSettingsCommand;
    const parsed = OFFICE_SETTINGS_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.userId === null) return reject('officeSettings.unauthorized');
    switch (command.type) {
      case 'officeSettings/load':
        await this.load();
        return ACCEPTED;
      case 'officeSettings/saveSports':
        return this.save(() =>
          this.deps.http.post(OFFICE_SETTINGS_PATHS.sports, parsed.data, { schema: bettingSettingsSchema, auth: true, policy: 'once' }),
        );
      case 'officeSettings/saveTeams':
        return this.save(() =>
          this.deps.http.post(OFFICE_SETTINGS_PATHS.favoriteTeams, parsed.data, {
            schema: bettingSettingsSchema,
            auth: true,
            policy: 'once',
          }),
        );
    }
  }

  private followSession(): void {
    const session = this.link?.projection('session');
    const userId = session?.status === 'signedIn' ? session.userId : null;
    if (userId === this.userId) return;
    this.userId = userId;
    this.generation += 1;
    if (userId === null) return this.set(EMPTY_OFFICE_SETTINGS);
    // What the user config says until the full read lands: the lists hide at once after a sign-in.
    const config = session?.status === 'signedIn' ? session.config : null;
    const settings: BettingSettings = config
      ? { ...EMPTY_BETTING_SETTINGS, disallow_line_sport: config.disallow_line_sport, disallow_live_sport: config.disallow_live_sport }
      : EMPTY_BETTING_SETTINGS;
    this.set({ status: 'loading', settings, saving: false, error: null });
    void this.load();
  }

  private async load(): Promise<void> {
    const generation = this.generation;
    const result = await this.deps.http.get(OFFICE_SETTINGS_PATHS.betting, { schema: bettingSettingsSchema, auth: true });
    if (generation !== this.generation) return;
    this.set(
      result.ok
        ? { ...this.view, status: 'ready', settings: result.value }
        : { ...this.view, status: this.view.status === 'ready' ? 'ready' : 'error' },
    );
  }

  private async save(call: () => Promise<HttpResult<BettingSettings>>): Promise<Accepted | Rejection> {
    const generation = this.generation;
    this.set({ ...this.view, saving: true, error: null });
    const result = await call();
    if (generation !== this.generation) return reject('officeSettings.unauthorized');
    if (result.ok) {
      this.set({ status: 'ready', settings: result.value, saving: false, error: null });
      return ACCEPTED;
    }
    const error = settingsErrorOf(result.failure);
    this.set({ ...this.view, saving: false, error });
    return reject(`officeSettings.${error}`);
  }

  private set(view: OfficeSettingsProjection): void {
    this.view = view;
    this.link?.changed('officeSettings');
  }
}

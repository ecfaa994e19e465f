import type { AppState } from '../../core/app';
import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import { invalidCommand, type Rejection } from '../../protocol/rejections';
import {
  VIRTUAL_COMMAND_SCHEMAS,
  VIRTUAL_COMMANDS,
  VIRTUAL_STREAM_EVENT,
  type VirtualBoard,
  type VirtualCommand,
  type VirtualSportsProjection,
} from '../../protocol/virtualSports';
import type { FeedStream, FeedTransport } from '../feed/transport';
import type { HttpClient } from '../http/client';
import type { Controller, ControllerLink } from '../runtime/controller';
import { onFirstUse } from '../runtime/onFirstUse';
import type { Logger } from '../runtime/ports';
import type { Clock, TimerHandle } from '../scheduler/clock';

/** After the stream ended, open it again this much later while a tab still shows the board. */
const RECONNECT_MS = 2_000;

const loadCalls = () => onFirstUse(() => import('./calls'));
type Calls = Awaited<ReturnType<ReturnType<typeof loadCalls>>>;

/**
 * Virtual sports in the worker: while a tab shows the page, one stream for
 * every tab carries the board (the next events, the one playing, the
 * results). Bets are the coupon's: the page adds them like live ones. The
 * names come in the player's language, so a new language opens the stream
 * again.
 */
export class VirtualSportsController implements Controller {
  readonly name = 'virtualSports';
  readonly commands = VIRTUAL_COMMANDS;
  readonly projections = { virtualSports: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private readonly calls = loadCalls();
  private readonly tabs = new Set<string>();
  private status: VirtualSportsProjection['status'] = 'idle';
  private board: VirtualBoard | null = null;
  private offsetMs = 0;
  private lang = 'en';
  private stream: FeedStream | null = null;
  private retry: TimerHandle | null = null;

  constructor(
    private readonly deps: { readonly http: HttpClient; readonly transport: FeedTransport; readonly clock: Clock; readonly log: Logger },
  ) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.lang = this.langOf(link.state());
  }

  stateChanged(before: AppState, after: AppState): void {
    if (before.preferences === after.preferences) return;
    const lang = this.langOf(after);
    if (lang === this.lang) return;
    this.lang = lang;
    if (this.tabs.size > 0) this.restart();
  }

  async handle(tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as VirtualCommand;
    const parsed = VIRTUAL_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (command.type === 'virtualSports/watch') {
      this.tabs.add(tabId);
      if (!this.stream && this.retry === null) this.restart();
    } else this.release(tabId);
    return { accepted: true, seq: 0 };
  }

  releaseTab(tabId: string): void {
    this.release(tabId);
  }

  stop(): void {
    this.close();
  }

  view(): VirtualSportsProjection {
    return { status: this.status, board: this.board, offsetMs: this.offsetMs };
  }

  private langOf(state: AppState): string {
    return state.preferences.language === 'ru' ? 'ru' : 'en';
  }

  private release(tabId: string): void {
    this.tabs.delete(tabId);
    if (this.tabs.size === 0) this.close();
  }

  private close(): void {
    this.stream?.close();
    this.stream = null;
    if (this.retry !== null) this.deps.clock.clearTimeout(this.retry);
    this.retry = null;
  }

  private changed(): void {
    this.link?.changed('virtualSports');
  }

  private take(board: VirtualBoard): void {
    this.board = board;
    this.offsetMs = board.serverNow - this.deps.clock.now();
    this.status = 'ready';
    this.changed();
  }

  /** Reads the board at once, then follows its stream. */
  private restart(): void {
    this.close();
    if (this.status !== 'ready') {
      this.status = 'loading';
      this.changed();
    }
    void this.open();
  }

  private async open(): Promise<void> {
    const calls: Calls | null = await this.calls().catch((error: unknown) => {
      this.deps.log.warn('the virtual sports calls could not be loaded', error);
      return null;
    });
    if (!calls || this.tabs.size === 0) {
      if (!calls) this.fail();
      return;
    }
    const lang = this.lang;
    const answer = await calls.loadBoard(this.deps.http, lang);
    if (answer.ok && lang === this.lang) this.take(answer.value);
    else if (!answer.ok) this.fail();
    if (this.tabs.size === 0 || this.stream) return;
    this.stream = this.deps.transport.open(calls.streamPath(lang), {
      onEvent: (event) => {
        if (event.event !== VIRTUAL_STREAM_EVENT) return;
        const board = calls.boardOf(event.data);
        if (board) this.take(board);
      },
      onEnd: () => {
        this.stream = null;
        if (this.tabs.size === 0) return;
        this.retry = this.deps.clock.setTimeout(() => {
          this.retry = null;
          if (this.tabs.size > 0) void this.open();
        }, RECONNECT_MS);
      },
    });
  }

  private fail(): void {
    if (this.status === 'ready') return;
    this.status = 'failed';
    this.changed();
  }
}

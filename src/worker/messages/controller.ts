import type { Accepted, CommandEnvelope } from '../../protocol/envelope';
import {
  EMPTY_MESSAGE_LIST,
  MESSAGES_COMMAND_SCHEMAS,
  MESSAGES_COMMANDS,
  type MessageList,
  type MessagesCommand,
  type MessagesProjection,
} from '../../protocol/messages';
import { invalidCommand, reject, type Rejection } from '../../protocol/rejections';
import {
  MESSAGES_PAGE,
  MESSAGES_PATHS,
  messagesAnswerSchema,
  pushAnswerSchema,
  pushKeyAnswerSchema,
  unreadAnswerSchema,
  type Message,
  type PushSubscribeRequest,
} from '../../protocol/schemas/messages';
import type { HttpClient } from '../http';
import type { Controller, ControllerLink } from '../runtime/controller';
import type { Clock } from '../scheduler/clock';
import { ChannelCursor } from '../wallet/channelCursor';

export interface MessagesDeps {
  readonly clock: Clock;
  readonly http: HttpClient;
  readonly log: { warn(message: string, data?: unknown): void };
}

const ACCEPTED: Accepted = { accepted: true, seq: 0 };

/**
 * The inbox's effects. The unread count is the user data's at sign-in, then
 * whatever the player's channel (heard through the wallet's notices) says
 * last; the list is loaded when a page asks, a new message is put on top of
 * it and a change made elsewhere (another tab, another device) reloads it.
 * Commands call the server and show its answer in every tab at once.
 */
export class MessagesController implements Controller {
  readonly name = 'messages';
  readonly commands = MESSAGES_COMMANDS;
  readonly follows = ['session', 'wallet'] as const;
  readonly projections = { messages: { value: () => this.view() } };

  private link: ControllerLink | null = null;
  private userId: number | null = null;
  private unread = 0;
  private list: MessageList = EMPTY_MESSAGE_LIST;
  private pushKey: string | null = null;
  private push: MessagesProjection['push'] = { subscribed: null, busy: false, failed: false };
  /** The user data last taken the count from, so only a fresh read of it counts. */
  private lastConfig: unknown = null;
  private readonly channel = new ChannelCursor();
  /** Bumped at every sign-in change and list reload: an answer for an older one is dropped. */
  private generation = 0;

  constructor(private readonly deps: MessagesDeps) {}

  attach(link: ControllerLink): void {
    this.link = link;
    this.followSession();
    this.hearChannel();
  }

  projectionChanged(name: string): void {
    if (name === 'session') this.followSession();
    if (name === 'wallet') this.hearChannel();
  }

  view(): MessagesProjection {
    const session = this.link?.projection('session');
    const player = session?.status === 'signedIn' ? 'signedIn' : session?.status === 'signedOut' ? 'guest' : 'checking';
    return { player, unread: this.userId === null ? 0 : this.unread, list: this.list, pushKey: this.pushKey, push: this.push };
  }

  async handle(_tabId: string, envelope: CommandEnvelope): Promise<Accepted | Rejection> {
    const command = envelope as MessagesCommand;
    const parsed = MESSAGES_COMMAND_SCHEMAS[command.type].safeParse(command.payload);
    if (!parsed.success) return invalidCommand(parsed.error);
    if (this.userId === null) return reject('messages.unauthorized');
    switch (command.type) {
      case 'messages/load':
        void this.loadPushKey();
        return this.load(Math.max(this.list.items.length, MESSAGES_PAGE.default));
      case 'messages/loadMore':
        return this.loadMore();
      case 'messages/markRead':
        return this.markRead(command.payload.ids);
      case 'messages/markAllRead':
        return this.markRead('all');
      case 'messages/delete':
        return this.remove(command.payload.id);
      case 'messages/pushSubscribe':
        return this.setPush(true, command.payload);
      case 'messages/pushUnsubscribe':
        return this.setPush(false, command.payload);
    }
  }

  // ---------------------------------------------------------------- following the session and the channel

  private followSession(): void {
    const session = this.link?.projection('session');
    const userId = session?.status === 'signedIn' ? session.userId : null;
    if (userId !== this.userId) {
      this.userId = userId;
      this.generation += 1;
      this.list = EMPTY_MESSAGE_LIST;
      this.unread = 0;
      this.lastConfig = null;
      this.push = { subscribed: null, busy: false, failed: false };
      this.changed();
    }
    const config = session?.status === 'signedIn' ? session.config : null;
    if (config && config !== this.lastConfig) {
      this.lastConfig = config;
      if (config.user_msg_count !== this.unread) {
        this.unread = config.user_msg_count;
        this.changed();
      }
    }
  }

  private hearChannel(): void {
    const fresh = this.channel.take(this.link);
    if (fresh.length === 0 || this.userId === null) return;
    let reload = false;
    for (const { event } of fresh) {
      if (event.type === 'message') {
        this.unread = event.unread;
        if (this.list.status === 'ready' && !this.list.items.some((m) => m.id === event.message.id))
          this.list = { ...this.list, items: [event.message, ...this.list.items] };
      } else if (event.type === 'messages_changed') {
        this.unread = event.unread;
        reload = true;
      } else continue;
      this.changed();
    }
    // Read or deleted somewhere: what this browser shows is read again (the count came with the event).
    if (reload && this.list.status === 'ready') void this.load(Math.max(this.list.items.length, MESSAGES_PAGE.default));
  }

  // ---------------------------------------------------------------- calls

  private async load(limit: number): Promise<Accepted | Rejection> {
    const generation = ++this.generation;
    if (this.list.status !== 'ready') {
      this.list = { ...this.list, status: 'loading' };
      this.changed();
    }
    const answer = await this.deps.http.get(MESSAGES_PATHS.list, {
      schema: messagesAnswerSchema,
      auth: true,
      query: { limit: Math.min(limit, MESSAGES_PAGE.max) },
    });
    if (generation !== this.generation) return ACCEPTED;
    if (!answer.ok) {
      this.deps.log.warn('the inbox could not be read', answer.failure);
      if (this.list.status !== 'ready') this.list = { ...EMPTY_MESSAGE_LIST, status: 'error' };
      this.changed();
      return reject('messages.network_error');
    }
    this.unread = answer.value.unread;
    this.list = { status: 'ready', items: answer.value.items, nextCursor: answer.value.nextCursor, loadingMore: false };
    this.changed();
    return ACCEPTED;
  }

  private async loadMore(): Promise<Accepted | Rejection> {
    const cursor = this.list.nextCursor;
    if (this.list.status !== 'ready' || cursor === null || this.list.loadingMore) return ACCEPTED;
    const generation = this.generation;
    this.list = { ...this.list, loadingMore: true };
    this.changed();
    const answer = await this.deps.http.get(MESSAGES_PATHS.list, { schema: messagesAnswerSchema, auth: true, query: { cursor } });
    if (generation !== this.generation) return ACCEPTED;
    if (!answer.ok) {
      this.list = { ...this.list, loadingMore: false };
      this.changed();
      return reject('messages.network_error');
    }
    const known = new Set(this.list.items.map((m) => m.id));
    this.unread = answer.value.unread;
    this.list = {
      status: 'ready',
      items: [...this.list.items, ...answer.value.items.filter((m) => !known.has(m.id))],
      nextCursor: answer.value.nextCursor,
      loadingMore: false,
    };
    this.changed();
    return ACCEPTED;
  }

  private async markRead(ids: readonly number[] | 'all'): Promise<Accepted | Rejection> {
    const unreadIds = ids === 'all' ? null : new Set(ids);
    if (unreadIds && !this.list.items.some((m) => unreadIds.has(m.id) && m.readAt === null)) return ACCEPTED;
    const answer = await this.deps.http.post(MESSAGES_PATHS.read, ids === 'all' ? { all: true } : { ids }, {
      schema: unreadAnswerSchema,
      auth: true,
    });
    if (!answer.ok)
      return reject(
        answer.failure.status === 'http-error' && answer.failure.code === 404 ? 'messages.not_found' : 'messages.network_error',
      );
    this.unread = answer.value.unread;
    const at = this.deps.clock.now();
    this.setItems(
      this.list.items.map((m) => (m.readAt === null && (unreadIds === null || unreadIds.has(m.id)) ? { ...m, readAt: at } : m)),
    );
    return ACCEPTED;
  }

  private async remove(id: number): Promise<Accepted | Rejection> {
    const answer = await this.deps.http.post(MESSAGES_PATHS.remove, { id }, { schema: unreadAnswerSchema, auth: true, policy: 'once' });
    if (!answer.ok) return reject('messages.network_error');
    this.unread = answer.value.unread;
    this.setItems(this.list.items.filter((m) => m.id !== id));
    return ACCEPTED;
  }

  private async loadPushKey(): Promise<void> {
    if (this.pushKey) return;
    const answer = await this.deps.http.get(MESSAGES_PATHS.pushKey, { schema: pushKeyAnswerSchema });
    if (!answer.ok) return;
    this.pushKey = answer.value.publicKey;
    this.changed();
  }

  private async setPush(on: boolean, payload: PushSubscribeRequest | { readonly endpoint: string | null }): Promise<Accepted | Rejection> {
    this.push = { ...this.push, busy: true, failed: false };
    this.changed();
    const answer =
      'subscription' in payload
        ? await this.deps.http.post(MESSAGES_PATHS.pushSubscription, payload, { schema: pushAnswerSchema, auth: true })
        : payload.endpoint === null
          ? ({ ok: true, value: { subscribed: false } } as const)
          : await this.deps.http.post(
              MESSAGES_PATHS.pushUnsubscribe,
              { endpoint: payload.endpoint },
              { schema: pushAnswerSchema, auth: true },
            );
    this.push = answer.ok
      ? { subscribed: answer.value.subscribed && on, busy: false, failed: false }
      : { ...this.push, busy: false, failed: true };
    this.changed();
    return answer.ok ? ACCEPTED : reject('messages.network_error');
  }

  private setItems(items: readonly Message[]): void {
    this.list = { ...this.list, items };
    this.changed();
  }

  private changed(): void {
    this.link?.changed('messages');
  }
}

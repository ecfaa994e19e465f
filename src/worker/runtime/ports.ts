import type { SessionRouteFacts } from '../../protocol/session';
import type { LanguageDecision, LanguageQuery, RouteQuery, SiteConfigProjection, StorageWarning } from '../../protocol/api';
import type {
  InfoPageQuery,
  InfoPageResult,
  PageSeoQuery,
  PageSeoResult,
  SupportChatQuery,
  SupportChatResult,
  SupportRequest,
  SupportRequestResult,
} from '../../protocol/api';
import type { Resolution } from '../../protocol/routeAnswer';
import type { NewEvent, StoredEvent } from '../../protocol/envelope';
import type { AppState } from '../../core/app';
import type { SiteConfig } from '../../protocol/schemas/siteConfig';
import type { LanguageConfig } from '../../core/routing/language';

/** What the host needs from the event store (src/worker/store provides it). */
export interface HostStore {
  readonly mode: 'indexeddb' | 'memory';
  boot(): Promise<{ state: AppState; lastSeq: number; skipped: readonly unknown[] }>;
  append(events: readonly NewEvent[], meta: { at: number; origin: string }): Promise<readonly StoredEvent[]>;
  readSince(seq: number): Promise<readonly unknown[]>;
  catchUp(): Promise<readonly unknown[]>;
  /** The store's fold of every event it has read or written: the one copy of the player's state. */
  current(): { readonly state: AppState; readonly lastSeq: number; readonly snapshotSeq: number };
  exportLog(): Promise<string>;
  importLog(ndjson: string): Promise<{ state: AppState; lastSeq: number; skipped: readonly unknown[] }>;
  close(): void;
}

export type StoreFaultNotice =
  | { readonly kind: Exclude<StorageWarning, never> }
  | { readonly kind: 'corrupt-record'; readonly seq: number | null; readonly reason: string };

export type ConfigLoadResult = { readonly ok: true; readonly config: SiteConfig } | { readonly ok: false; readonly message: string };

export interface HostEffects {
  loadSiteConfig(lang: string | null, onAttempt: (attempt: number) => void): Promise<ConfigLoadResult>;
  /** `config` is the site config, or OFFLINE_LANGUAGE_CONFIG while there is none. */
  decideLanguage(query: LanguageQuery, config: LanguageConfig): LanguageDecision;
  /** `tabId`: who asks (the shell's blocking check runs once per tab start); a promise while that check runs. */
  resolveRoute(query: RouteQuery, config: SiteConfig, tabId?: string, session?: SessionRouteFacts | null): Resolution | Promise<Resolution>;
  /** The config groups a running site must notice (src/worker/config/refresh.ts); null when they could not be had. */
  refreshSiteConfig?(lang: string): Promise<Partial<SiteConfig> | null>;
  /** Shell pages (src/worker/shell); absent in tests that do not need them. */
  loadInfoPage?(query: InfoPageQuery): Promise<InfoPageResult>;
  loadPageSeo?(query: PageSeoQuery): Promise<PageSeoResult>;
  sendSupportRequest?(request: SupportRequest): Promise<SupportRequestResult>;
  readSupportChat?(query: SupportChatQuery): Promise<SupportChatResult>;
}

export type InitialSiteConfig = SiteConfigProjection;

export interface Logger {
  info(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  error(message: string, data?: unknown): void;
}

import { GAME_STATUS, TOPIC_PATTERN, type GameStatus } from '../../protocol/schemas/live';

/** A topic parsed once, so matching a game costs no string work. */
export type Topic =
  | { readonly kind: 'home' }
  | { readonly kind: 'sport'; readonly sportId: number; readonly section: 'live' | 'line' }
  | { readonly kind: 'champ'; readonly champId: number }
  | { readonly kind: 'game'; readonly gameId: number };

/** What topic matching needs to know of a game. */
export interface GameFacts {
  readonly gameId: number;
  readonly sportId: number;
  readonly champId: number;
  readonly isTop: boolean;
  readonly status: GameStatus;
}

export function parseTopic(text: string): Topic | undefined {
  if (!TOPIC_PATTERN.test(text)) return undefined;
  const [kind, a, b] = text.split(':');
  if (kind === 'home') return { kind: 'home' };
  if (kind === 'sport') return { kind: 'sport', sportId: Number(a), section: b === 'live' ? 'live' : 'line' };
  if (kind === 'champ') return { kind: 'champ', champId: Number(a) };
  return { kind: 'game', gameId: Number(a) };
}

/** Distinct valid topics in first-seen order, and the ones that are not topics. */
export function parseTopics(texts: readonly string[]): { topics: Topic[]; names: string[]; invalid: string[] } {
  const topics: Topic[] = [];
  const names: string[] = [];
  const invalid: string[] = [];
  for (const raw of texts) {
    const text = raw.trim();
    if (text === '' || names.includes(text)) continue;
    const topic = parseTopic(text);
    if (topic) {
      topics.push(topic);
      names.push(text);
    } else invalid.push(text);
  }
  return { topics, names, invalid };
}

export const isLiveStatus = (status: GameStatus): boolean => status === GAME_STATUS.live || status === GAME_STATUS.break;

export function topicMatches(topic: Topic, game: GameFacts): boolean {
  switch (topic.kind) {
    case 'home':
      return game.isTop && game.status !== GAME_STATUS.finished;
    case 'sport':
      return game.sportId === topic.sportId && (topic.section === 'live' ? isLiveStatus(game.status) : game.status === GAME_STATUS.line);
    case 'champ':
      return game.champId === topic.champId && game.status !== GAME_STATUS.finished;
    case 'game':
      return game.gameId === topic.gameId;
  }
}

/** How much of a game a connection sees: none, its main market (lists) or every market (game page). */
export type Detail = 'none' | 'main' | 'full';

export function detailFor(topics: readonly Topic[], game: GameFacts): Detail {
  let detail: Detail = 'none';
  for (const topic of topics) {
    if (!topicMatches(topic, game)) continue;
    if (topic.kind === 'game') return 'full';
    detail = 'main';
  }
  return detail;
}

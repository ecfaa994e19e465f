export { buildLobbyIndex, normaliseSearch, pageOfIds, searchLobby, type LobbyFacts, type LobbyIndex } from './query';

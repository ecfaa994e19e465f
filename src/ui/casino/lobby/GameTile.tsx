import { memo, useContext } from 'react';
import { Link } from 'react-router';
import { TILE_ART_FULL_WIDTH, TILE_ART_HEIGHT_PER_WIDTH, type CasinoGame } from '../../../protocol/casino/catalogue';
import { Badge } from '../../design/Badge';
import { gamePath } from './gameLink';
import { StarButton } from './StarButton';
import type { TileKit } from './tileKit';
import { percentText } from '../../../core/format/percent';
import { tileArtSrcSet } from '../../../core/format/tileArt';
import { TileArtSize } from './tileArtSize';

/**
 * One game: its art (a fixed 4:3 box, so the page does not move when it
 * loads), name, provider, tags and RTP when its engine gives one, a link to
 * the game's page, and the favourite star beside the link (not inside it).
 * The list's kit (tileKit.ts) brings the texts and the star's command.
 */
export const GameTile = memo(function GameTile({
  game,
  lang,
  starred,
  kit,
  to,
}: {
  game: CasinoGame;
  lang: string;
  starred: boolean;
  kit: TileKit;
  /** Where the link goes when not the game's page (poker/{game} opens video poker on its own page). */
  to?: string;
}) {
  const { t } = kit;
  const artSize = useContext(TileArtSize);
  const rtp = game.rtp === null ? null : percentText(kit.language, game.rtp, { max: 2 });
  return (
    <article className="lobby-tile" data-testid="lobby-tile" data-game-id={game.id}>
      <Link to={to ?? gamePath(lang, game)} className="lobby-tile__link" data-testid="lobby-tile-link">
        <img
          className="lobby-tile__art"
          src={game.image}
          srcSet={tileArtSrcSet(game.image)}
          sizes={artSize}
          alt=""
          width={TILE_ART_FULL_WIDTH}
          height={TILE_ART_FULL_WIDTH * TILE_ART_HEIGHT_PER_WIDTH}
          loading="lazy"
          decoding="async"
        />
        <span className="lobby-tile__name" data-testid="lobby-tile-name">
          {game.name}
        </span>
        <span className="lobby-tile__meta">
          <span className="lobby-tile__provider">{game.providerName}</span>
          {rtp !== null && <span className="lobby-tile__rtp">{t('casinoLobby.rtp', { value: rtp })}</span>}
        </span>
      </Link>
      {game.tags.length > 0 && (
        <span className="lobby-tile__tags">
          {game.tags.map((tag) => (
            <Badge key={tag} tone={tag === 'new' ? 'accent' : tag === 'jackpot' ? 'brand' : 'neutral'}>
              {t(`casinoLobby.tag.${tag}`)}
            </Badge>
          ))}
        </span>
      )}
      <StarButton game={game} starred={starred} kit={kit} />
    </article>
  );
});

import { Link } from 'react-router';
import type { ChampGroup } from '../../protocol/live-client';
import type { Champ } from '../../protocol/schemas/live';

/**
 * Championships as the worker grouped them: under their country when the
 * player groups by country (a heading each), else one plain list.
 */
export function ChampGroups(props: {
  readonly groups: readonly ChampGroup[];
  readonly className: string;
  readonly testId?: string;
  readonly linkTo: (champ: Champ) => string;
}) {
  const items = (champs: readonly Champ[]) =>
    champs.map((c) => (
      <li key={c.champId}>
        <Link to={props.linkTo(c)}>
          <span>{c.name}</span> <span className="live-count">{c.gamesCount}</span>
        </Link>
      </li>
    ));
  if (props.groups.every((g) => g.country === null))
    return (
      <ul className={props.className} data-testid={props.testId}>
        {props.groups.flatMap((g) => items(g.champs))}
      </ul>
    );
  return (
    <ul className={props.className} data-testid={props.testId}>
      {props.groups.map((g) => (
        <li key={g.country ?? ''} className="live-country" data-testid="live-country">
          {g.country !== null && <span className="live-country__name">{g.country}</span>}
          <ul className="live-country__champs">{items(g.champs)}</ul>
        </li>
      ))}
    </ul>
  );
}

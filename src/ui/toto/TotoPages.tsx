import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOTO_DEFAULT_SECTION, type TotoProjection } from '../../protocol/toto';
import { LoadingState } from '../components/LoadingState';
import type { PageProps } from '../core-access/pageProps';
import { EmptyState } from '../design/EmptyState';
import { BetForm } from './BetForm';
import { CouponsList } from './CouponsList';
import { DrawGames } from './DrawGames';
import { DrawsList } from './DrawsList';
import { Nominees } from './Nominees';
import { useTotoTexts } from './texts';
import { useToto, type TotoRead } from './useToto';
import '../design/tabs.css';
import './toto.css';
import { percentText } from '../../core/format/percent';

type Tab = 'bet' | 'draw' | 'next' | 'coupons' | 'draws' | 'nonimees';
const TABS: readonly Tab[] = ['bet', 'draw', 'next', 'coupons', 'draws', 'nonimees'];

/** The section of the address (a kind of draw: its currency, stake and games); `main` when the address names none. */
const sectionOf = (props: PageProps): string =>
  props.resolution.params.totoSection ?? props.resolution.query.section ?? TOTO_DEFAULT_SECTION;

function hrefOf(language: string, section: string, tab: Tab): string {
  return tab === 'bet' ? `/${language}/toto/${section}` : `/${language}/toto/${section}/${tab}`;
}

/** The toto pages' frame: title, the tabs as links (each a page of its own) and the tab's content. */
function TotoLayout({
  props,
  tab,
  read,
  children,
}: {
  props: PageProps;
  tab: Tab;
  read: TotoRead;
  children: (view: TotoProjection) => ReactNode;
}) {
  const { t } = useTranslation();
  const ready = useTotoTexts();
  const section = sectionOf(props);
  const view = useToto(section, 'section');
  // The nominees of the draw being played once it closed (its picks are final), else of the one taking coupons.
  const shown = view?.current.data?.inPlay ?? view?.current.data?.open;
  useToto(section, read === 'section' ? null : read, read === 'nominees' ? shown?.drawId : undefined);
  if (!ready || !view) return <LoadingState />;
  return (
    <section className="toto-page" data-testid="toto-page" data-tab={tab} aria-labelledby="toto-title">
      <h1 id="toto-title">{t('toto.title')}</h1>
      <nav aria-label={t('toto.sections')}>
        <ul className="tabs__list tabs__list--pills toto-tabs">
          {TABS.map((name) => (
            <li key={name}>
              <Link
                className="tabs__tab"
                to={hrefOf(props.resolution.language, section, name)}
                data-state={name === tab ? 'active' : 'inactive'}
                aria-current={name === tab ? 'page' : undefined}
                data-testid={`toto-tab-${name}`}
              >
                {t(`toto.tab_${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {children(view)}
    </section>
  );
}

/** The draw taking coupons, or why there is none. */
function OpenDraw({ view, embedded }: { view: TotoProjection; embedded?: boolean }) {
  const { t, i18n } = useTranslation();
  const data = view.current.data;
  if (!data)
    return view.current.status === 'failed' ? (
      <EmptyState title={t('toto.error')} testId="toto-error" />
    ) : (
      <LoadingState message={t('toto.loading')} />
    );
  if (!data.open) return <EmptyState title={t('toto.no_draw')} testId="toto-no-draw" />;
  return (
    <>
      {!embedded && (
        <p className="hint toto-rules">
          {t('toto.rules', {
            margin: data.section.marginPct,
            shares: data.section.sharesPct
              .map((pct, i) => `${data.section.games - i}: ${percentText(i18n.language, pct / 100, { max: 2 })}`)
              .join(', '),
            voids: data.section.voidLimit,
          })}
        </p>
      )}
      <BetForm draw={data.open} section={data.section} view={view} />
    </>
  );
}

export function TotoBetPage(props: PageProps) {
  return (
    <TotoLayout props={props} tab="bet" read="section">
      {(view) => <OpenDraw view={view} />}
    </TotoLayout>
  );
}

/** toto/{section}/draw: the current draw, the one being played once it closed, else the one taking coupons. */
export function TotoDrawPage(props: PageProps) {
  const { t } = useTranslation();
  return (
    <TotoLayout props={props} tab="draw" read="section">
      {(view) => {
        const draw = view.current.data?.inPlay ?? view.current.data?.open;
        if (!view.current.data) return <LoadingState message={t('toto.loading')} />;
        if (!draw) return <EmptyState title={t('toto.no_draw')} />;
        return (
          <div className="card">
            <h2>
              {t('toto.draw_number', { id: draw.drawId })} · {t(`toto.draw_${draw.status}`)}
            </h2>
            <DrawGames draw={draw} />
          </div>
        );
      }}
    </TotoLayout>
  );
}

/** toto/{section}/next: the draw after the one in play, once it is published. */
export function TotoNextPage(props: PageProps) {
  const { t } = useTranslation();
  return (
    <TotoLayout props={props} tab="next" read="section">
      {(view) => {
        const data = view.current.data;
        if (!data) return <LoadingState message={t('toto.loading')} />;
        if (!data.inPlay || !data.open) return <EmptyState title={t('toto.no_next')} testId="toto-no-next" />;
        return (
          <div className="card">
            <h2>{t('toto.draw_number', { id: data.open.drawId })}</h2>
            <DrawGames draw={data.open} />
          </div>
        );
      }}
    </TotoLayout>
  );
}

export function TotoCouponsPage(props: PageProps) {
  return (
    <TotoLayout props={props} tab="coupons" read="coupons">
      {(view) => <CouponsList view={view} />}
    </TotoLayout>
  );
}

export function TotoDrawsPage(props: PageProps) {
  return (
    <TotoLayout props={props} tab="draws" read="draws">
      {(view) => <DrawsList view={view} />}
    </TotoLayout>
  );
}

export function TotoNomineesPage(props: PageProps) {
  return (
    <TotoLayout props={props} tab="nonimees" read="nominees">
      {(view) => <Nominees view={view} />}
    </TotoLayout>
  );
}

/** totoframe: the betting form alone, for embedding (no tabs, no rules); ?section= names the section. */
export function TotoFramePage(props: PageProps) {
  const ready = useTotoTexts();
  const view = useToto(sectionOf(props), 'section');
  if (!ready || !view) return <LoadingState />;
  return (
    <section className="toto-page toto-page--frame" data-testid="toto-frame">
      <OpenDraw view={view} embedded />
    </section>
  );
}

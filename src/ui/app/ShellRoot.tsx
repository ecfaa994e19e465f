import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { QueryOutput } from '../../protocol/api';
import { useLocation, useNavigate } from 'react-router';
import { NO_OFFERS, type PageResolution } from '../../protocol/routeAnswer';
import type { Layout, RouteMeta } from '../../protocol/routes';
import { ConfigGate } from './ConfigGate';
import { useCore, useProjectionSelector } from '../core-access/coreContext';
import { DocumentAttributes } from './DocumentAttributes';
import { LanguageGate, UnlistedLanguageGate } from './LanguageGate';
import { FALLBACK_LANGUAGE, firstSegment, isLanguageSegment } from '../core-access/languagePath';
import { requestLogin } from '../core-access/loginRequest';
import { selectLanguages, selectReadyLang } from '../core-access/selectors';
import { LoadingState } from '../components/LoadingState';
import { NotFoundPage } from '../shell/pages/NotFoundPage';
import { Preloader } from '../shell/Preloader';
import { EmbeddedApp } from '../apps/EmbeddedApp';
import { RemotePage } from '../apps/RemotePage';
import { appOfPage } from '../apps/routeApps';
import { isExternal } from '../shell/browserFacts';
import { HeadManager } from '../shell/HeadManager';
import { BareLayout } from '../shell/layouts/BareLayout';
import { MainLayout } from '../shell/layouts/MainLayout';
import { LoginNeededPage } from '../shell/pages/LoginNeededPage';
import { PlaceholderPage } from '../shell/pages/PlaceholderPage';
import { useLoginModalQuery } from '../shell/useLoginModalQuery';
import { useRouteDecision, type RouteAnswer } from '../shell/useRouteDecision';
import { UNDECIDED_ROUTES } from './undecidedRoutes';
import { useNotePages } from '../session/useReturns';
import '../shell/shell.css';

/**
 * The one route gate: every location is decided by the worker's
 * resolveRoute before anything of the page paints, then rendered in the
 * layout the decision names. Nothing of the site paints before its
 * configuration either (ConfigGate).
 */
export function ShellRoot() {
  const { pathname } = useLocation();
  const segment = firstSegment(pathname);
  const urlLang = isLanguageSegment(segment) ? segment : null;
  return (
    <>
      {urlLang && <DocumentAttributes lang={urlLang} />}
      <ConfigGate lang={urlLang ?? FALLBACK_LANGUAGE}>
        <ConfigLanguageSync lang={urlLang} />
        {/* A path without a language has one decision only, the language redirect (same core rule), which keeps path and query. */}
        {urlLang ? <RouteGate urlLang={urlLang} /> : <LanguageGate />}
      </ConfigGate>
    </>
  );
}

function RouteGate({ urlLang }: { urlLang: string }) {
  const decision = useRouteDecision();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const answer = decision.status === 'decided' ? decision.answer : null;
  const shape = useRouteShape(location.pathname, decision.status === 'pending');
  // Here, not in a layout: a page the decision redirects away from before any layout paints (to confirm-terms) is still the way back.
  useNotePages();

  // Act before paint: a redirect replaces the URL (no history entry for the wrong one).
  useLayoutEffect(() => {
    if (!answer) return;
    if (answer.kind === 'redirect' || answer.kind === 'mobileSite') {
      if (isExternal(answer.to)) window.location.assign(answer.to);
      else if (answer.to !== here) navigate(answer.to, { replace: true });
    } else if (answer.kind === 'loginRequired') {
      // 'login' carries the modal in the URL (useLoginModalQuery); 'auth' leaves for the auth application.
      if (answer.target === 'home') requestLogin({ returnUrl: answer.returnUrl, reason: 'guard' });
      if (isExternal(answer.redirectTo)) window.location.assign(answer.redirectTo);
      else if (answer.redirectTo !== here) navigate(answer.redirectTo, { replace: true });
    }
  }, [answer, here, navigate]);

  const page = answer?.kind === 'page' ? answer : null;
  useScrollToTop(page);
  useLoginModalQuery(page);

  const view =
    decision.status === 'decided'
      ? viewOf(decision.answer, urlLang)
      : // Keep what is on screen while the next location is decided; a first decision paints the chrome and the
        // skeleton the worker says the route names (its blocking check may take a while).
        decision.previous && decision.previous.kind !== 'unknown'
        ? viewOf(decision.previous, urlLang)
        : firstPaint(shape, urlLang);
  // One element per layout at one position: a decision never remounts the header (its select, its last known texts).
  const body =
    view.frame.kind === 'main' ? (
      <MainLayout lang={view.frame.lang} meta={view.frame.meta}>
        {view.content}
      </MainLayout>
    ) : view.frame.kind === 'bare' ? (
      <BareLayout kind={view.frame.layout}>{view.content}</BareLayout>
    ) : (
      <>{view.content}</>
    );
  return body;
}

type RouteShape = QueryOutput<'routeShape'>;

/** The route's layout and metadata as the worker reads the table, asked only while a first decision is pending. */
function useRouteShape(pathname: string, pending: boolean): RouteShape | null {
  const core = useCore();
  const [shape, setShape] = useState<{ readonly pathname: string; readonly shape: RouteShape } | null>(null);
  useEffect(() => {
    if (!pending) return;
    let current = true;
    void core.ask('routeShape', { pathname }).then(
      (answer) => current && setShape({ pathname, shape: answer }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [core, pathname, pending]);
  return shape?.pathname === pathname ? shape.shape : null;
}

/** Before the worker's first decision: the route's layout with its preloader skeleton (SPEC 2), once the worker has said which. */
function firstPaint(shape: RouteShape | null, urlLang: string): { frame: Frame; content: ReactNode } {
  if (!shape) return { frame: { kind: 'none' }, content: <LoadingState /> };
  if (shape.layout !== 'main') return { frame: { kind: 'bare', layout: shape.layout }, content: <LoadingState /> };
  return { frame: { kind: 'main', lang: urlLang, meta: shape.meta }, content: <Preloader kind={shape.meta.preloader} /> };
}

type Frame =
  | { readonly kind: 'main'; readonly lang: string; readonly meta: RouteMeta }
  | { readonly kind: 'bare'; readonly layout: Exclude<Layout, 'main'> }
  | { readonly kind: 'none' };

const DEFAULT_META: RouteMeta = { remoteApp: null, preloader: 'page', headerTheme: 'default', footerTheme: 'default' };

function viewOf(answer: RouteAnswer, urlLang: string): { frame: Frame; content: ReactNode } {
  const lang = 'language' in answer ? answer.language : urlLang;
  const main = (content: ReactNode, meta: RouteMeta = DEFAULT_META) => ({ frame: { kind: 'main' as const, lang, meta }, content });
  switch (answer.kind) {
    case 'page': {
      const content = (
        <>
          <HeadManager lang={answer.language} />
          <PageOf resolution={answer} />
        </>
      );
      if (answer.layout === 'main') return main(content, answer.meta);
      return { frame: { kind: 'bare', layout: answer.layout }, content };
    }
    case 'notFound':
      return main(
        <>
          <HeadManager lang={lang} />
          <NotFoundPage lang={lang} />
        </>,
      );
    case 'error':
      return main(<EmbeddedApp name="errorPage" props={{ lang, status: answer.status }} />);
    case 'loginRequired':
      // Leaving for the auth application: nothing of this site's sign-in to offer meanwhile.
      if (isExternal(answer.redirectTo)) return { frame: { kind: 'none' }, content: <LoadingState /> };
      return main(<LoginNeededPage returnUrl={answer.returnUrl} />);
    case 'redirect':
    case 'mobileSite':
      return { frame: { kind: 'none' }, content: <LoadingState /> };
    case 'unknown':
      return main(<Undecided urlLang={urlLang} />);
  }
}

/**
 * The worker could not decide (it had no site config when asked): the
 * language rules alone place the visitor, as before the route table existed.
 */
function Undecided({ urlLang }: { urlLang: string }) {
  const { pathname } = useLocation();
  const languages = useProjectionSelector('siteConfig', selectLanguages);
  const rest = pathname.split('/').slice(2).filter(Boolean).join('/');
  const page =
    rest === '' ? (
      <PageOf resolution={undecidedPage('home', urlLang)} />
    ) : rest === 'debugger' ? (
      <PageOf resolution={undecidedPage('debugger', urlLang)} />
    ) : (
      <NotFoundPage lang={urlLang} />
    );
  if (languages !== undefined && !languages.some((l) => l.code === urlLang)) return <UnlistedLanguageGate>{page}</UnlistedLanguageGate>;
  return page;
}

/** The page of a route: its app's, else "not available right now" (SPEC 2). */
function PageOf({ resolution }: { resolution: PageResolution }) {
  const app = appOfPage({ routeId: resolution.routeId, remoteApp: resolution.meta.remoteApp });
  return app ? <RemotePage app={app} resolution={resolution} /> : <PlaceholderPage resolution={resolution} />;
}

/** Home or the debugger when the worker could not decide: the route as the table has it, in the URL's language. */
function undecidedPage(routeId: 'home' | 'debugger', lang: string): PageResolution {
  const route = UNDECIDED_ROUTES[routeId];
  return {
    kind: 'page',
    routeId,
    group: route.group,
    params: {},
    layout: route.layout,
    meta: route.meta,
    query: {},
    language: lang,
    direction: 'ltr',
    httpStatus: 200,
    returnUrl: null,
    redirectedFrom: null,
    maintenance: null,
    offers: NO_OFFERS,
  };
}

/** SPEC 2: scroll to the top on a route change unless the route keeps its position (angle / arrow). */
function useScrollToTop(page: PageResolution | null) {
  const { pathname } = useLocation();
  const keeps = page?.meta.scrollToTopType === 'angle' || page?.meta.scrollToTopType === 'arrow';
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!page) return;
    const changed = last.current !== null && last.current !== pathname;
    last.current = pathname;
    if (changed && !keeps && typeof window.scrollTo === 'function' && !navigator.userAgent.includes('jsdom')) window.scrollTo(0, 0);
  }, [page, pathname, keeps]);
}

/**
 * Once per tab, a config loaded for another language is reloaded in the URL's
 * (texts and company name may differ). Only once: two tabs in two languages
 * must not reload the shared config back and forth.
 */
function ConfigLanguageSync({ lang }: { lang: string | null }) {
  const core = useCore();
  const languages = useProjectionSelector('siteConfig', selectLanguages);
  const configLang = useProjectionSelector('siteConfig', selectReadyLang);
  const listed = lang !== null && languages !== undefined && languages.some((l) => l.code === lang);
  const synced = useRef(false);
  useEffect(() => {
    if (synced.current || lang === null || configLang === undefined || !listed) return;
    synced.current = true;
    // A config loaded with no language (a first visit: no preference yet) is the worker's English one.
    if ((configLang ?? FALLBACK_LANGUAGE) !== lang) void core.reloadSiteConfig(lang).catch(() => undefined);
  }, [core, configLang, lang, listed]);
  return null;
}

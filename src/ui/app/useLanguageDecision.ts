import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { LanguageDecision } from '../../protocol/api';
import { useCore } from '../core-access/coreContext';
import { readLanguageCookie } from '../core-access/languageCookie';

export type DecisionState = { readonly status: 'pending' } | { readonly status: 'decided'; readonly decision: LanguageDecision };

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * Asks the worker which language this location belongs to (URL, else cookie
 * lng, else browser preference, else the config default, else en: the rule
 * lives in the core). A host that cannot answer counts as 'unknown'.
 */
export function useLanguageDecision(): DecisionState {
  const core = useCore();
  const { pathname, search } = useLocation();
  const [state, setState] = useState<{ key: string; decision: LanguageDecision } | null>(null);
  const key = `${pathname}${search}`;

  useEffect(() => {
    let cancelled = false;
    const settle = (decision: LanguageDecision) => {
      if (!cancelled) setState({ key, decision });
    };
    core
      .decideLanguage({ pathname, search, cookieLanguage: readLanguageCookie(), browserLanguages: browserLanguages() })
      .then(settle, () => settle({ kind: 'unknown' }));
    return () => {
      cancelled = true;
    };
  }, [core, key, pathname, search]);

  // A decision about another location is no decision: never act on a stale answer.
  if (!state || state.key !== key) return { status: 'pending' };
  return { status: 'decided', decision: state.decision };
}

import { usePreferenceEditor } from '../../components/usePreferenceEditor';
import { SIDE_PREFERENCE, type Side } from './sideColumns';

export interface SideColumns {
  readonly collapsed: Readonly<Record<Side, boolean>>;
  toggle(side: Side): void;
}

/**
 * The folded columns are display preferences in the worker's store, so every
 * tab follows one fold and a reload keeps it. A fold shows at once (the
 * editor's draft) and the push confirms it. No flash on load: the app paints
 * only after the preferences' first push (ConfigGate), so the store, not the
 * hide_left / hide_right cookies, decides the first paint too.
 */
export function useSideColumns(): SideColumns {
  const editor = usePreferenceEditor();
  const collapsed = {
    left: editor.values?.[SIDE_PREFERENCE.left] ?? false,
    right: editor.values?.[SIDE_PREFERENCE.right] ?? false,
  };
  return { collapsed, toggle: (side) => editor.set(SIDE_PREFERENCE[side], !collapsed[side]) };
}

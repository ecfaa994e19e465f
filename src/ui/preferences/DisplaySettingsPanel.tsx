import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Preferences } from '../../protocol/preferences';
import { LoadingState } from '../components/LoadingState';
import {
  FONT_SIZES,
  MARKET_NAME_TYPES,
  ODDS_FORMATS,
  SWITCH_GROUPS,
  THEMES,
  TIME_ZONES,
  VIEW_TYPES,
  formatOffset,
  oddsFormat,
} from '../components/preferenceOptions';
import { usePreferenceEditor, type PreferenceEditor } from '../components/usePreferenceEditor';
import { rejectionMessage } from '../i18n';
import type { PartProps } from '../apps/parts';
import { IconButton } from '../design/Button';
import { Modal } from '../design/Modal';
import { AnchoredPopover } from '../design/Popover';

/**
 * The display settings of the header (SPEC 3): every display preference, each
 * change a preferences/set command. On a wide screen a popover anchored to
 * the header's button; in the phone layout a bottom sheet.
 */
export function DisplaySettingsPanel({ id, onClose, anchor, presentation = 'popover' }: PartProps['displaySettings']) {
  const { t } = useTranslation();
  const editor = usePreferenceEditor();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const body = editor.values ? <Controls editor={{ ...editor, values: editor.values }} /> : <LoadingState />;

  if (presentation === 'sheet' || !anchor) {
    return (
      <Modal title={t('settings.title')} onClose={() => onClose(true)} variant="sheet" testId="display-settings" initialFocus={null}>
        <div className="settings-panel settings-panel--sheet">{body}</div>
      </Modal>
    );
  }
  return (
    <AnchoredPopover
      anchor={anchor}
      onClose={onClose}
      labelledBy={titleId}
      panelId={id}
      testId="display-settings"
      className="settings-panel"
      initialFocus={false}
    >
      <SettingsHead titleId={titleId} headingRef={headingRef} onClose={() => onClose(true)} />
      {body}
    </AnchoredPopover>
  );
}

function SettingsHead({
  titleId,
  headingRef,
  onClose,
}: {
  titleId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  // Focus moves into the panel, to its title, so keyboard users land where the controls start.
  useEffect(() => headingRef.current?.focus(), [headingRef]);
  return (
    <div className="settings-panel__head">
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {t('settings.title')}
      </h2>
      <IconButton icon="x" label={t('settings.close')} size="sm" onClick={onClose} />
    </div>
  );
}

/** The editor once the first push has arrived. */
type ReadyEditor = PreferenceEditor & { readonly values: Preferences };

function Controls({ editor }: { editor: ReadyEditor }) {
  const { t } = useTranslation();
  const format = oddsFormat(editor.values.coefViewId);
  return (
    <>
      {editor.rejection && (
        <p role="alert" className="inline-error">
          {rejectionMessage(t, editor.rejection)}
        </p>
      )}

      <fieldset className="settings-section">
        <legend>{t('settings.section.odds')}</legend>
        <SelectField
          editor={editor}
          name="coefViewId"
          options={ODDS_FORMATS.map((f) => ({ value: f.id, label: t(`odds_format.${f.key}`) }))}
        />
        <p className="odds-sample" data-testid="odds-sample" aria-live="polite">
          {t('settings.sample', { format: t(`odds_format.${format.key}`), example: format.example })}
        </p>
        <SelectField editor={editor} name="appViewType" options={VIEW_TYPES.map((o) => ({ value: o.value, label: t(o.key) }))} />
        <SelectField editor={editor} name="marketsNameType" options={MARKET_NAME_TYPES.map((o) => ({ value: o.value, label: t(o.key) }))} />
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t('settings.section.appearance')}</legend>
        <SelectField editor={editor} name="appTheme" options={THEMES.map((o) => ({ value: o.value, label: t(o.key) }))} />
        <SelectField editor={editor} name="fontSize" options={FONT_SIZES.map((size) => ({ value: size, label: t(`font_size.${size}`) }))} />
        <Switches editor={editor} section="appearance" />
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t('settings.section.time')}</legend>
        <SelectField
          editor={editor}
          name="timeZone"
          options={TIME_ZONES.map((hours) => ({ value: hours, label: t('time_zone.option', { offset: formatOffset(hours) }) }))}
        />
        <Switches editor={editor} section="time" />
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t('settings.section.events')}</legend>
        <Switches editor={editor} section="events" />
      </fieldset>

      <fieldset className="settings-section">
        <legend>{t('settings.section.coupon')}</legend>
        <Switches editor={editor} section="coupon" />
      </fieldset>

      <div className="settings-panel__foot">
        <button type="button" className="button" data-testid="pref-reset" onClick={editor.reset}>
          {t('settings.reset')}
        </button>
      </div>
    </>
  );
}

type SelectKey = 'coefViewId' | 'appViewType' | 'marketsNameType' | 'appTheme' | 'fontSize' | 'timeZone';

function SelectField<K extends SelectKey>(props: {
  editor: ReadyEditor;
  name: K;
  options: readonly { value: Preferences[K]; label: string }[];
}): ReactNode {
  const { t } = useTranslation();
  const id = useId();
  const { editor, name, options } = props;
  const current = editor.values[name];
  return (
    <div className="field">
      <label htmlFor={id}>{t(`settings.field.${name}`)}</label>
      <select
        id={id}
        data-testid={`pref-${name}`}
        value={String(current)}
        onChange={(event) => {
          // The DOM gives strings; map back to the option's typed value.
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) editor.set(name, chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Switches({ editor, section }: { editor: ReadyEditor; section: string }): ReactNode {
  const { t } = useTranslation();
  const group = SWITCH_GROUPS.find((g) => g.section === section);
  if (!group) return null;
  return (
    <>
      {group.keys.map((key) => (
        <div className="field field--check" key={key}>
          <input
            id={`pref-${key}`}
            type="checkbox"
            data-testid={`pref-${key}`}
            checked={editor.values[key]}
            onChange={(event) => editor.set(key, event.target.checked)}
          />
          <label htmlFor={`pref-${key}`}>{t(`settings.field.${key}`)}</label>
        </div>
      ))}
    </>
  );
}

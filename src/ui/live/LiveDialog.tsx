import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmbeddedApp } from '../apps/EmbeddedApp';

/**
 * A modal dialog of the live pages (the design's Modal, fetched as its own
 * part so the betting pages' first load does without it): labelled by its
 * title, Escape, the close button or the backdrop closes it, focus moves to
 * the close button and returns to what opened it.
 */
export function LiveDialog({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <EmbeddedApp
      name="dialog"
      props={{ title, onClose, children, testId, size: 'lg', initialFocus: null, closeLabel: t('live.dialog.close') }}
      loading={null}
    />
  );
}

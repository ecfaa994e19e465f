import type { ReactNode } from 'react';
import type { PageResolution } from '../../../protocol/routeAnswer';
import { OfficeMenu } from './OfficeMenu';
import { useOfficeFrameTexts } from './officeTexts';
import { OfficeSettingsProvider, useOfficeSettings } from './useOfficeSettings';
import './frame.css';

/**
 * The layout around every office page: the office menu beside the page on a
 * wide screen, above it (as one select) on a phone. The menu is the
 * server's (office settings); until it comes, or when it cannot, the page
 * shows alone: the menu is a way around, never in the way of the page.
 */
export function OfficeFrame({ resolution, children }: { resolution: PageResolution; children: ReactNode }) {
  return (
    <OfficeSettingsProvider lang={resolution.language}>
      <FrameBody resolution={resolution}>{children}</FrameBody>
    </OfficeSettingsProvider>
  );
}

function FrameBody({ resolution, children }: { resolution: PageResolution; children: ReactNode }) {
  const textsReady = useOfficeFrameTexts();
  const { state } = useOfficeSettings();
  const settings = state.status === 'ok' ? state.value : null;
  return (
    <div className="office-frame" data-testid="office-frame" data-route={resolution.routeId}>
      {textsReady && settings && (
        <OfficeMenu lang={resolution.language} routeId={resolution.routeId} menu={settings.menuCategories} user={settings.menuUserData} />
      )}
      <div className="office-frame__page">{children}</div>
    </div>
  );
}

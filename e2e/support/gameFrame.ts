import { expect, type FrameLocator } from '@playwright/test';

/**
 * Presses the game frame's "Start playing" until its intro is gone: a click
 * while the frame's layout still settles (a game's texts arrive after its
 * paytable) can land beside the button.
 */
export async function startPlaying(frame: FrameLocator): Promise<void> {
  const start = frame.getByRole('button', { name: 'Start playing' });
  await expect(start).toBeVisible();
  await expect(async () => {
    if (await start.isVisible()) await start.click({ timeout: 2_000 });
    await expect(start).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

import { SecuritySettings } from '../../session/SecuritySettings';
import { useSession } from '../../session/useSession';

/** Two-step sign-in on or off: the same switch (and password confirmation) as the profile menu's security dialog. */
export function TwoStepSection() {
  const session = useSession();
  if (!session) return null;
  return <SecuritySettings session={session} />;
}

import { signOut } from '#site/islands/account/account-api.ts';
import { EndSessionButton } from '#site/islands/ui/EndSessionButton.tsx';

const signedOut = { title: 'Signed out', description: 'You have signed out of your account on this device.' };

/** Ends this browser's session, on both portals at once, and goes to `after`, which says so once. */
export default function SignOutButton({ after }: { after: string }) {
  return <EndSessionButton label="Sign Out" end={signOut} after={after} failureTitle="Sign out failed" flash={signedOut} />;
}

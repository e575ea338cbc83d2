import { adminPages } from '#site/lib/admin-pages.ts';
import { EndSessionButton } from '#site/islands/ui/EndSessionButton.tsx';
import { signOutStaff } from './staff-auth-api.ts';

/** Ends this browser's staff session and goes to the admin sign-in page. */
export default function AdminLogoutButton() {
  return <EndSessionButton label="Logout" end={signOutStaff} after={adminPages.login} failureTitle="Logout failed" />;
}

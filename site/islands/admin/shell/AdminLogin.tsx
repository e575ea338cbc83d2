import { errorMessage } from '#shared/api-client.ts';
import { adminPages } from '#site/lib/admin-pages.ts';
import { setFlashToast } from '#site/lib/flash.ts';
import { toast } from '#site/lib/toast-store.ts';
import { StaffSignInForm } from './StaffSignInForm.tsx';

/** `/admin/login`: a refusal in the server's words; success opens the dashboard with a one-time "Login Successful". */
export default function AdminLogin() {
  return (
    <StaffSignInForm
      onSignedIn={() => {
        setFlashToast({ title: 'Login Successful' });
        window.location.assign(adminPages.dashboard);
      }}
      onFailed={(error) => {
        toast({
          variant: 'destructive',
          title: 'Login Failed',
          description: errorMessage(error, 'Invalid credentials. Please try again.'),
        });
      }}
    />
  );
}

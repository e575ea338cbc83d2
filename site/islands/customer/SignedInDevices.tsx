import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, LogOut, Monitor } from 'lucide-react';
import { errorMessage } from '#shared/api-client.ts';
import type { CustomerDevice } from '#shared/customer-views.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { endDevice } from '#site/islands/account/account-api.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { summarizeUserAgent } from './device-summary.ts';
import { customerQueryKeys, useDevices } from './use-customer-lists.ts';

/** The browsers signed in to this account; any but this one can be signed out from here. */
export function SignedInDevices() {
  const devices = useDevices();
  const queryClient = useQueryClient();
  const signOutDevice = useMutation({
    mutationFn: (device: CustomerDevice) => endDevice(device.id),
    onSuccess: async (answer, device) => {
      toast({ title: 'Device signed out', description: `${summarizeUserAgent(device.userAgent)}: ${answer.message}` });
      await queryClient.invalidateQueries({ queryKey: customerQueryKeys.devices });
    },
    onError: (error) => {
      toast({ title: 'Could not sign out that device', description: errorMessage(error, unreachableMessage), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: customerQueryKeys.devices });
    },
  });

  return (
    <section aria-labelledby="devices-heading">
      <h3 id="devices-heading" className="text-xl font-bold text-navy-900">
        Signed-in devices
      </h3>
      <p className="mt-1 text-navy-700">If you do not recognise one, sign it out and change your password.</p>
      <div className="mt-4">
        <ListState query={devices} what="signed-in devices" empty={{ title: 'No signed-in devices' }}>
          {(rows) => (
            <ul className="grid gap-3">
              {rows.map((device) => {
                const ending = signOutDevice.isPending && signOutDevice.variables.id === device.id;
                return (
                  <li
                    key={device.id}
                    className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-white p-4 ring-1 ring-navy-900/10"
                  >
                    <div className="flex min-w-0 items-start gap-3">
                      <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sea-700" />
                      <div className="min-w-0">
                        <p className="font-semibold text-navy-900">
                          {summarizeUserAgent(device.userAgent)}
                          {device.current && (
                            <span
                              className={[
                                'ml-2 inline-block rounded-full bg-sea-700 px-2.5 py-0.5 text-sm font-semibold',
                                'whitespace-nowrap text-white',
                              ].join(' ')}
                            >
                              This device
                            </span>
                          )}
                        </p>
                        <p className="mt-1 text-sm text-navy-700">
                          Signed in {formatFacilityDateTime(device.createdAt)} · Last used {formatFacilityDateTime(device.lastActivity)}
                        </p>
                        <p className="text-sm text-navy-700">{device.ipAddress ?? 'Address unknown'}</p>
                      </div>
                    </div>
                    {!device.current && (
                      <button
                        type="button"
                        onClick={() => signOutDevice.mutate(device)}
                        disabled={signOutDevice.isPending}
                        className={secondaryButtonClass}
                      >
                        {ending ? (
                          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
                        ) : (
                          <LogOut aria-hidden="true" className="size-5" />
                        )}
                        Sign out<span className="sr-only"> {summarizeUserAgent(device.userAgent)}</span>
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </ListState>
      </div>
    </section>
  );
}

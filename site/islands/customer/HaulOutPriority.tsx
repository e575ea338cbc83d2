import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import type { HaulPriorityStay, HaulPriorityView } from '#shared/haul-priority-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatFacilityDateTime, formatStayDate } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { unreachableMessage } from '#site/islands/ui/failure-messages.ts';
import { buyHaulPriority, haulPriorityKey, readHaulPriority } from './haul-priority-api.ts';
import { PayInvoiceDialog } from './PayInvoiceDialog.tsx';
import { customerQueryKeys } from './use-customer-lists.ts';

function PriorityState({ stay }: { stay: HaulPriorityStay }) {
  if (stay.state === 'paid') {
    return (
      <p className="font-semibold text-sea-800">
        Priority paid{stay.invoice?.paidDate ? ` ${formatFacilityDateTime(stay.invoice.paidDate)}` : ''}: hauled out first.
      </p>
    );
  }
  if (stay.state === 'refunded') {
    return <p className="text-navy-700">Priority refunded: no priority this season. Call the marina office to buy it again.</p>;
  }
  return null;
}

function StayPriority({ stay, fee, onPay }: { stay: HaulPriorityStay; fee: number; onPay: (invoice: CustomerInvoice) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const errorId = useId();
  const buy = useMutation({
    mutationFn: () => buyHaulPriority({ reservationId: stay.reservationId }),
    onMutate: () => setFailure(null),
    onSuccess: onPay,
    onError: (error) => setFailure(errorMessage(error, unreachableMessage)),
  });
  const unpaid = stay.state === 'unpaid' ? stay.invoice : null;
  return (
    <li className="grid gap-2 rounded-lg bg-white p-4 ring-1 ring-navy-900/10 sm:flex sm:flex-wrap sm:items-center sm:justify-between">
      <div className="grid gap-1">
        <p className="font-bold text-navy-900">
          {stay.vesselName}{' '}
          <span className="font-normal text-navy-700">
            · {stay.berthName} · {stay.reservationNumber}
          </span>
        </p>
        <p className="text-sm text-navy-700">
          {formatStayDate(stay.arrivalDate)} to {formatStayDate(stay.departureDate)}
        </p>
        <PriorityState stay={stay} />
        {failure && (
          <p id={errorId} role="alert" className="text-sm font-semibold text-safety-600">
            {failure}
          </p>
        )}
      </div>
      {stay.state === 'none' && (
        <button
          type="button"
          className={primaryButtonClass}
          disabled={buy.isPending}
          aria-describedby={failure ? errorId : undefined}
          onClick={() => buy.mutate()}
        >
          <CreditCard aria-hidden="true" className="size-5" />
          {buy.isPending ? 'Preparing the invoice…' : `Buy priority, ${formatCents(fee)}`}
          <span className="sr-only"> for {stay.vesselName}</span>
        </button>
      )}
      {unpaid && (
        <button type="button" className={primaryButtonClass} onClick={() => onPay(unpaid)}>
          <CreditCard aria-hidden="true" className="size-5" />
          Pay {formatCents(unpaid.totalAmount)}
          <span className="sr-only"> for the priority of {stay.vesselName}</span>
        </button>
      )}
    </li>
  );
}

function PriorityList({ view }: { view: HaulPriorityView }) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<CustomerInvoice | null>(null);
  const { season } = view;

  function refresh() {
    for (const queryKey of [haulPriorityKey, customerQueryKeys.invoices, customerQueryKeys.counts]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }
  function paid(invoice: CustomerInvoice) {
    setPaying(null);
    toast({ title: 'Priority paid', description: `Invoice ${invoice.invoiceNumber} is paid. A receipt is on its way to your email.` });
    refresh();
  }
  function close() {
    setPaying(null);
    // The invoice was made even when the card form is closed unpaid: the row offers to pay it.
    refresh();
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-xl bg-sea-100 p-4 ring-1 ring-sea-700/30 sm:p-6">
      <h2 id={headingId} className="text-xl font-extrabold text-navy-900">
        Haul-out priority for the {season.year} hurricane season
      </h2>
      <p className="text-navy-800">
        Before a storm, vessels with paid priority are hauled out first, then the rest in the order their owners asked. Priority costs{' '}
        <strong className="money">{formatCents(view.fee)}</strong> per vessel and lasts the season ({formatStayDate(season.opens)} to{' '}
        {formatStayDate(season.closes)}).{' '}
        <a href="/hurricane#haul-out" className="font-semibold text-sea-800 underline">
          How haul-outs work
        </a>
      </p>
      <ul aria-label="Your stays this season" className="grid gap-3">
        {view.stays.map((stay) => (
          <StayPriority key={stay.reservationId} stay={stay} fee={view.fee} onPay={setPaying} />
        ))}
      </ul>
      {paying && <PayInvoiceDialog invoice={paying} onClose={close} onPaid={paid} />}
    </section>
  );
}

/** Haul-out priority for the customer's stays this season, bought and paid like an invoice; nothing shows without such a stay. */
export function HaulOutPriority() {
  const view = useQuery({ queryKey: haulPriorityKey, queryFn: ({ signal }) => readHaulPriority(signal) });
  if (!view.data || view.data.stays.length === 0) return null;
  return <PriorityList view={view.data} />;
}

import { CloudLightning } from 'lucide-react';
import { useState } from 'react';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { planStatusWords } from '#shared/storm-plan-season.ts';
import { secondaryButtonClass } from '#site/islands/form/button-classes.ts';
import { StormPlanDialog } from './StormPlanDialog.tsx';
import type { MyStormPlans } from './storm-plans-api.ts';

/** "Storm plan signed May 3, 2026 — haul out" or "No storm plan for 2026 — due Jun 1, 2026", and the button to sign one. */
export function VesselStormPlan({ vessel, plans }: { vessel: CustomerVesselView; plans: MyStormPlans | undefined }) {
  const [open, setOpen] = useState(false);
  if (!plans || vessel.retiredAt) return null;
  const plan = plans.plans[vessel.id] ?? null;
  const words = planStatusWords({ seasonYear: plans.seasonYear, dueDate: plans.dueDate, plan }, (iso) =>
    formatStayDate(facilityToday(new Date(iso))),
  );
  return (
    <div className="grid gap-2 border-t border-navy-900/10 pt-3">
      <p className={`flex items-start gap-2 text-sm ${plan ? 'text-navy-800' : 'font-semibold text-safety-600'}`}>
        <CloudLightning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {words}
      </p>
      <div>
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
          {plan ? 'New storm plan' : 'Storm plan'}
          <span className="sr-only"> for {vessel.name}</span>
        </button>
      </div>
      {open && <StormPlanDialog vessel={vessel} seasonYear={plans.seasonYear} onClose={() => setOpen(false)} />}
    </div>
  );
}

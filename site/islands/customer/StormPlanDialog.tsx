import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerVesselView } from '#shared/customer-vessel-views.ts';
import { AdminDialog } from '#site/islands/admin/clients/AdminDialog.tsx';
import { StormPlanForm, type ReviewedPlan } from './StormPlanForm.tsx';
import { StormPlanReview } from './StormPlanReview.tsx';
import { stormPlansQueryKey } from './storm-plans-api.ts';

interface StormPlanDialogProps {
  vessel: CustomerVesselView;
  seasonYear: number;
  onClose: () => void;
}

/** Filling in a vessel's storm plan, then reading the filled text and signing it; a signed plan replaces the one before. */
export function StormPlanDialog({ vessel, seasonYear, onClose }: StormPlanDialogProps) {
  const queryClient = useQueryClient();
  const [reviewed, setReviewed] = useState<ReviewedPlan | null>(null);
  const [filled, setFilled] = useState<ReviewedPlan['plan'] | undefined>(undefined);
  return (
    <AdminDialog
      title={`Storm plan for ${vessel.name}`}
      description={
        reviewed
          ? `Step 2 of 2: read the plan for the ${seasonYear} hurricane season, then sign it.`
          : `Step 1 of 2: what ${vessel.name} will do in the ${seasonYear} hurricane season.`
      }
      onClose={onClose}
    >
      {reviewed ? (
        <StormPlanReview
          vesselId={vessel.id}
          reviewed={reviewed}
          onEdit={() => {
            setFilled(reviewed.plan);
            setReviewed(null);
          }}
          onSigned={async () => {
            await queryClient.invalidateQueries({ queryKey: stormPlansQueryKey });
            onClose();
          }}
        />
      ) : (
        <StormPlanForm vessel={vessel} filled={filled} onReviewed={setReviewed} />
      )}
    </AdminDialog>
  );
}

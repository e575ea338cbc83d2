import type { OperationsStatusItem, OperationsStatusView } from '#shared/operations-status.ts';
import { dockAvailableValue, operationsStatusItems, operationsStatusLabels } from '#shared/operations-status.ts';
import type { FormLayoutProps } from '#site/islands/form/form-layout.ts';
import { TextInput } from '#site/islands/form/controls.tsx';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';

/** The status panel's form markup, for the form and for its stand-in until the form's code is here. */
export function StatusPanelFormLayout({
  status,
  field,
  onSubmit,
  submitting = false,
  loading,
}: FormLayoutProps<OperationsStatusItem> & { status: OperationsStatusView }) {
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2">
      {operationsStatusItems.map((item) => (
        <div key={item}>
          <TextInput
            label={item === 'dockAvailability' ? `${operationsStatusLabels[item]} when no berth is free` : operationsStatusLabels[item]}
            hint={
              item === 'dockAvailability'
                ? `While a berth is free today the panel says “${dockAvailableValue}” (${status.freeBerthsToday} free now).`
                : undefined
            }
            aria-required="true"
            {...field(item)}
          />
        </div>
      ))}
      <div className="sm:col-span-2">
        <SubmitButton pending={submitting} loading={loading} label="Save status panel" pendingLabel="Saving…" className="" />
      </div>
    </form>
  );
}

import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '#shared/api-client.ts';
import { stormStageUpdateSchema, type StormStageAdminView, type StormStageUpdate } from '#shared/schemas/storm-stage.ts';
import { toast } from '#site/lib/toast-store.ts';
import { serverFieldErrors } from '#site/islands/form/server-field-errors.ts';
import { useZodForm } from '#site/islands/form/use-zod-form.ts';
import { ConfirmDialogContent } from '#site/islands/ui/ConfirmDialogContent.tsx';
import { overviewQueryKeys, saveStormStage } from './overview-api.ts';
import { StormStageFormLayout } from './StormStageFormLayout.tsx';
import { stormStageQuestion } from './storm-stage-question.ts';
import { stormStageDrawnValues } from './storm-stage-values.ts';

const fieldNames = ['stage', 'stormName', 'note'] as const;

/**
 * The form that sets the storm stage; loaded on first use (StormStageEditor). A stage shows on every
 * page and may message every tenant, so "Set stage" only checks the form and asks; the stage is
 * sent once the dialog is confirmed.
 */
export function StormStageForm({ view }: { view: StormStageAdminView }) {
  const queryClient = useQueryClient();
  const { current } = view;
  const { register, onSubmit, errorOf, watch, getValues, setValue, setError, setFocus } = useZodForm(stormStageUpdateSchema, {
    defaultValues: { ...stormStageDrawnValues(current), stage: current.stage?.key ?? null },
  });
  // The select's None is "" and the request's is null; a None chosen in the stand-in comes over as "".
  useEffect(() => {
    if (getValues('stage') === '') setValue('stage', null);
  }, [getValues, setValue]);
  const [asking, setAsking] = useState<StormStageUpdate | null>(null);
  // The field the server refused, which gets the focus once the dialog has closed.
  const refusedField = useRef<(typeof fieldNames)[number] | null>(null);
  const save = useMutation({
    mutationFn: saveStormStage,
    onSuccess: (saved) => {
      queryClient.setQueryData<StormStageAdminView>(overviewQueryKeys.stormStage, { ...view, current: saved });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      const told = saved.tenantsNotified
        ? ` ${saved.tenantsNotified === 1 ? '1 tenant is' : `${saved.tenantsNotified} tenants are`} being told.`
        : '';
      toast({
        title: saved.stage ? `${saved.stage.name} set` : 'Storm stage cleared',
        description: saved.stage ? `Every page shows it.${told}` : 'No page shows a storm banner.',
      });
    },
  });

  const confirm = () => {
    if (!asking) return;
    save.mutate(asking, {
      onSettled: () => setAsking(null),
      onError: (error) => {
        const refused = serverFieldErrors(error, fieldNames);
        for (const [field, message] of refused) setError(field as (typeof fieldNames)[number], { type: 'server', message });
        refusedField.current = (refused[0]?.[0] as (typeof fieldNames)[number] | undefined) ?? null;
        toast({ variant: 'destructive', title: 'Failed to set the storm stage', description: errorMessage(error, 'Please try again.') });
      },
    });
  };
  const question = asking && stormStageQuestion(view, asking);

  return (
    <>
      <StormStageFormLayout
        stages={view.stages}
        chosenKey={watch('stage') ?? ''}
        field={(name) => ({
          error: errorOf(name),
          ...register(name, name === 'stage' ? { setValueAs: (value: string | null) => value || null } : undefined),
        })}
        onSubmit={onSubmit(setAsking)}
        submitting={save.isPending}
      />
      <AlertDialog.Root
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open && !save.isPending) setAsking(null);
        }}
      >
        {question && (
          <ConfirmDialogContent
            title={question.title}
            description={question.description}
            confirmLabel={question.confirmLabel}
            pendingLabel="Setting…"
            pending={save.isPending}
            onConfirm={confirm}
            onCloseAutoFocus={(event) => {
              // A refused field gets the cursor, with the server's message beside it; else the button that asked.
              const field = refusedField.current;
              if (!field) return;
              event.preventDefault();
              refusedField.current = null;
              setFocus(field);
            }}
          />
        )}
      </AlertDialog.Root>
    </>
  );
}

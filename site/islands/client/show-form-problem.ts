import { toast } from '#site/lib/toast-store.ts';

/**
 * Tells why a form was not sent: the toast says it, and the cursor goes to the field to fix, so a
 * keyboard or screen reader user lands where the change is needed.
 */
export function showFormProblem(form: HTMLFormElement | null, problem: { title: string; description: string; field: string }): void {
  toast({ variant: 'destructive', title: problem.title, description: problem.description });
  const field = form?.elements.namedItem(problem.field);
  if (field instanceof HTMLElement) field.focus();
}

import { TextArea, TextInput } from '#site/islands/form/controls.tsx';
import type { FormLayoutProps } from '#site/islands/form/form-layout.ts';
import { SubmitButton } from '#site/islands/form/SubmitButton.tsx';

export const emptyMessage = { subject: '', message: '' };

/**
 * The Send a message form's markup, for the form and for its stand-in until the form's code is here.
 * It keeps its own height beside a longer list of messages, so its button stays a button's size.
 */
export function MessageFormLayout({ field, onSubmit, submitting = false, loading }: FormLayoutProps<keyof typeof emptyMessage>) {
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-labelledby="message-form-heading" className="grid gap-5 self-start">
      <h2 id="message-form-heading" className="text-xl font-bold text-navy-950">
        Send a message
      </h2>
      <TextInput label="Subject" autoComplete="off" aria-required="true" {...field('subject')} />
      <TextArea label="Message" rows={5} aria-required="true" {...field('message')} />
      <SubmitButton pending={submitting} loading={loading} label="Send Message" pendingLabel="Sending..." />
    </form>
  );
}

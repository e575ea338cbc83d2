import Toaster from '#site/islands/toaster/Toaster.tsx';
import ContactRequestForm from './ContactRequestForm.tsx';

/**
 * The contact page's one island: the request form and the toasts it raises, hydrated together when
 * the visitor nears the form, so React loads only for someone who can use it (decision 077).
 */
export default function ContactRequest() {
  return (
    <>
      <ContactRequestForm />
      <Toaster />
    </>
  );
}

import Toaster from '#site/islands/toaster/Toaster.tsx';
import QuoteRequestForm from './QuoteRequestForm.tsx';

/**
 * The quote page's one island: the request form and the toasts it raises, hydrated together when the
 * visitor starts on the form, so React loads only for someone who uses it (decision 072).
 */
export default function QuoteRequest() {
  return (
    <>
      <QuoteRequestForm />
      <Toaster />
    </>
  );
}

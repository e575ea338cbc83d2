/** What went wrong with a submit that concerns no single field; nothing while there is nothing to say. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="font-semibold text-safety-600">
      {message}
    </p>
  );
}

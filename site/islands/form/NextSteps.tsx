/** The numbered "what happens next" of a submitted request's confirmation. */
export function NextSteps({ steps, className }: { steps: readonly string[]; className: string }) {
  return (
    <ol className={`${className} mx-auto grid max-w-xl list-decimal gap-3 pl-6 text-left marker:font-bold marker:text-sea-700`}>
      {steps.map((step) => (
        <li key={step} className="pl-2">
          {step}
        </li>
      ))}
    </ol>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The `website` trap: people never see or reach it, form-filling bots do, and the API drops a
 * request that fills it. Hidden by position rather than display:none, which some bots skip.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The `website` trap for form-filling bots: off screen, hidden from assistive technology, out of
 * the tab order and never autofilled, so a person never fills it. The API quietly drops a form
 * that has it filled in.
 */
export function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn<'website'> }) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>Website (leave this empty)</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

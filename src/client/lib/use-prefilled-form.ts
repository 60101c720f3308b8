import { useCallback } from 'react';
import { useForm, type FieldValues, type Path, type RegisterOptions, type UseFormProps, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';

type PrefilledRegister<T extends FieldValues> = (
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) => UseFormRegisterReturn<Path<T>> & { defaultValue?: string | number; defaultChecked?: boolean };

/** The value at a field's dotted path (`address.town`, `rooms.0.width`), as `Path` spells it. */
function valueAt(values: unknown, name: string): unknown {
  let value = values;
  for (const key of name.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * `useForm` for a form that shows saved values, on a page the server renders. `register` alone
 * fills an input from `defaultValues` once the app runs (through its ref), so the server's HTML
 * would show the form empty until hydration; this `register` also writes each default into the
 * markup. Radio buttons (one name, several values) keep `register` alone.
 */
export function usePrefilledForm<TFieldValues extends FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues>,
): Omit<UseFormReturn<TFieldValues, TContext, TTransformedValues>, 'register'> & { register: PrefilledRegister<TFieldValues> } {
  const form = useForm(props);
  const { register: registerField } = form;
  // The form's current defaults: `defaultValues` on the first render (the server's too), then
  // whatever a `reset(values)` after saving put in their place. Reading it re-renders the form
  // only when the defaults change, which a reset does anyway.
  const { defaultValues } = form.formState;
  const register = useCallback<PrefilledRegister<TFieldValues>>(
    (name, options) => {
      const value = valueAt(defaultValues, name);
      const prefill = typeof value === 'boolean' ? { defaultChecked: value } : typeof value === 'string' || typeof value === 'number' ? { defaultValue: value } : {};
      return { ...registerField(name, options), ...prefill };
    },
    [registerField, defaultValues],
  );
  return { ...form, register };
}

import { useCallback } from 'react';
import { get, useForm, type FieldValues, type Path, type RegisterOptions, type UseFormProps, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';

type PrefilledRegister<T extends FieldValues> = (
  name: Path<T>,
  options?: RegisterOptions<T, Path<T>>,
) => UseFormRegisterReturn<Path<T>> & { defaultValue?: string | number; defaultChecked?: boolean };

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
  const { register: registerField, control } = form;
  const register = useCallback<PrefilledRegister<TFieldValues>>(
    (name, options) => {
      // The form's current defaults (a reset after saving replaces them), without subscribing to form state.
      const value: unknown = get(control._defaultValues, name);
      const prefill = typeof value === 'boolean' ? { defaultChecked: value } : typeof value === 'string' || typeof value === 'number' ? { defaultValue: value } : {};
      return { ...registerField(name, options), ...prefill };
    },
    [registerField, control],
  );
  return { ...form, register };
}

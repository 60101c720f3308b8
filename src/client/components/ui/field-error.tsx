/** A form field's error, linked to its input by id through aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-danger-ink">
      {message}
    </p>
  );
}

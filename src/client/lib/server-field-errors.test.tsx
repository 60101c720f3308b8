// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { ApiError } from './api-client';
import { setServerFieldErrors } from './server-field-errors';

interface Values {
  reference: string;
  amount: string;
}

/** A form whose submit fails with `failure`, as a mutation's rejected promise does. */
function TransferForm({ failure, focus }: { failure: unknown; focus?: boolean }) {
  const { register, handleSubmit, setError, formState } = useForm<Values>({ defaultValues: { reference: 'INV-1', amount: '10.00' } });
  const [formError, setFormError] = useState<string | null>(null);
  const [placed, setPlaced] = useState<number | null>(null);
  const onSubmit = () => {
    const count = setServerFieldErrors<Values>(failure, ['reference', 'amount'], setError, { focus });
    setPlaced(count);
    if (count === 0) setFormError(failure instanceof Error ? failure.message : 'Something went wrong.');
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)}>
      {formError && <p role="alert">{formError}</p>}
      <Field id="reference" label="Reference Used" error={formState.errors.reference?.message}>
        <Input {...register('reference')} />
      </Field>
      <Field id="amount" label="Amount Transferred" error={formState.errors.amount?.message}>
        <Input {...register('amount')} />
      </Field>
      <output>{placed ?? ''}</output>
      <button type="submit">Submit</button>
    </form>
  );
}

const fieldsError = new ApiError(400, 'VALIDATION_FAILED', 'Check the fields', {
  amount: ['The amount must match the payment', 'second message'],
  unknownField: ['Not on this form'],
});

describe('setServerFieldErrors', () => {
  it("shows the server's message beside its field, linked to the input, and focuses it", async () => {
    render(<TransferForm failure={fieldsError} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    const amount = screen.getByRole('textbox', { name: 'Amount Transferred' });
    await waitFor(() => expect(amount).toBeInvalid());
    expect(amount).toHaveAccessibleDescription('The amount must match the payment');
    expect(amount).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Reference Used' })).toBeValid();
    expect(screen.queryByText('second message')).toBeNull();
    expect(screen.queryByText('Not on this form')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('1');
  });

  it('leaves focus alone when asked to', async () => {
    render(<TransferForm failure={fieldsError} focus={false} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const amount = screen.getByRole('textbox', { name: 'Amount Transferred' });
    await waitFor(() => expect(amount).toBeInvalid());
    expect(amount).not.toHaveFocus();
  });

  it('places nothing for an answer without field messages, so the form shows its message', async () => {
    render(<TransferForm failure={new ApiError(409, 'CONFLICT', 'This payment is already confirmed')} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment is already confirmed');
    expect(screen.getByRole('textbox', { name: 'Amount Transferred' })).toBeValid();
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });

  it('places nothing for a failure that is not an API answer', async () => {
    render(<TransferForm failure={new TypeError('Failed to fetch')} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
  });
});

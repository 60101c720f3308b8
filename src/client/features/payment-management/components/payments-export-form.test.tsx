// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastFullMonth, PaymentsExportForm } from './payments-export-form';

describe('PaymentsExportForm', () => {
  it('defaults to the last full month, across a new year and a leap February', () => {
    expect(lastFullMonth('2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(lastFullMonth('2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(lastFullMonth('2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('is a GET form to the export with two labelled dates, and says so when the last day is before the first', async () => {
    const user = userEvent.setup();
    const { container } = render(<PaymentsExportForm />);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/api/payments/export.csv');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(from).toHaveAttribute('name', 'from');
    expect(to).toHaveAttribute('name', 'to');
    fireEvent.change(to, { target: { value: '2000-01-01' } });
    let submitted = false;
    // On the document, so React's handler (at the root) has run first.
    const onSubmit = (e: Event) => {
      submitted = !e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('submit', onSubmit);
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    document.removeEventListener('submit', onSubmit);
    expect(submitted).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent('The last day must be on or after the first day.');
    expect(to).toHaveAttribute('aria-invalid', 'true');
  });
});

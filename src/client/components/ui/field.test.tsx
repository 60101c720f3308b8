// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('names its control by the label', () => {
    render(
      <Field id="reference" label="Reference Used">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Reference Used' });
    expect(input).toHaveAttribute('id', 'reference');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('reads its description with the control', () => {
    render(
      <Field id="phone" label="Phone number" description="We call only about your project.">
        <Input type="tel" />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription('We call only about your project.');
  });

  it('puts its description under the control when asked, still read with it', () => {
    render(
      <Field id="file" label="Bank statement (CSV)" description="At most 512 KB." descriptionBelow>
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Bank statement (CSV)' });
    expect(input).toHaveAccessibleDescription('At most 512 KB.');
    expect(input.compareDocumentPosition(screen.getByText('At most 512 KB.')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows its error, marks the control invalid and links the error to it after the description', () => {
    render(
      <Field id="phone" label="Phone number" description="A UK number." error="Enter a phone number">
        <Input type="tel" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(screen.getByText('Enter a phone number')).toBeVisible();
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('A UK number. Enter a phone number');
  });

  it('hands the same wiring to a control that takes it under other names', () => {
    render(
      <Field id="team" label="Team" error="Choose a team">
        {({ id, 'aria-invalid': invalid, 'aria-describedby': describedBy }) => (
          <select id={id} aria-invalid={invalid} aria-describedby={describedBy}>
            <option value="">None</option>
          </select>
        )}
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Team' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a team');
  });

  it('keeps a hidden label as the control’s name, for a box whose layout already says what it is for', () => {
    render(
      <Field id="message" label="Message" labelHidden description="Press Enter to send." descriptionBelow>
        <textarea />
      </Field>,
    );
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(screen.getByText('Message')).toHaveClass('sr-only');
    expect(box).toHaveAccessibleDescription('Press Enter to send.');
  });

  it('shows the description in the public site’s larger text when asked', () => {
    render(
      <>
        <Field id="phone" label="Phone" description="A UK number." descriptionSize="sm">
          <Input type="tel" />
        </Field>
        <Field id="ref" label="Reference" description="From your invoice.">
          <Input />
        </Field>
      </>,
    );
    expect(screen.getByText('A UK number.')).toHaveClass('text-sm');
    expect(screen.getByText('A UK number.')).not.toHaveClass('text-xs');
    expect(screen.getByText('From your invoice.')).toHaveClass('text-xs');
  });

  it('points at one message shown for several fields, without showing it again', () => {
    render(
      <form>
        <Field id="day" label="Day" error="Choose a day and a time." errorId="when-error">
          <Input type="date" />
        </Field>
        <Field id="time" label="Time" error="Choose a day and a time." errorId="when-error">
          <Input type="time" />
        </Field>
        <p id="when-error">Choose a day and a time.</p>
      </form>,
    );
    expect(screen.getAllByText('Choose a day and a time.')).toHaveLength(1);
    for (const name of ['Day', 'Time']) {
      const input = screen.getByLabelText(name);
      expect(input).toBeInvalid();
      expect(input).toHaveAccessibleDescription('Choose a day and a time.');
    }
  });

  it('puts a checkbox first with its label beside it, still named and described by them', () => {
    render(
      <Field id="internal" label="Internal Only" description="The customer never sees it" inline>
        <input type="checkbox" />
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'Internal Only' });
    expect(box).toHaveAccessibleDescription('The customer never sees it');
    expect(box.compareDocumentPosition(screen.getByText('Internal Only')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

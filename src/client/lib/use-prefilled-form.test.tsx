import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { usePrefilledForm } from './use-prefilled-form';

interface Fields {
  companyName: string;
  capacity: number;
  slot: string;
  newsletter: boolean;
  notes: string;
  address: { town: string };
}

const SAVED: Fields = { companyName: 'Arbour Garden Rooms', capacity: 12, slot: 'pm', newsletter: true, notes: 'Side gate is narrow', address: { town: 'Guildford' } };
const SAVED_AGAIN: Fields = { companyName: 'Arbour Studios', capacity: 7, slot: 'am', newsletter: false, notes: 'Park on the lane', address: { town: 'Farnham' } };

/** A form of saved values whose Save button, like the installation editor's, resets it to what the server answered. */
function SavedForm() {
  const { register, reset } = usePrefilledForm<Fields>({ defaultValues: SAVED });
  return (
    <form>
      <input aria-label="Company name" {...register('companyName')} />
      <input aria-label="Capacity" type="number" {...register('capacity')} />
      <select aria-label="Slot" {...register('slot')}>
        <option value="am">Morning</option>
        <option value="pm">Afternoon</option>
      </select>
      <input aria-label="Newsletter" type="checkbox" {...register('newsletter')} />
      <textarea aria-label="Notes" {...register('notes')} />
      <input aria-label="Town" {...register('address.town')} />
      <button type="button" onClick={() => reset(SAVED_AGAIN)}>
        Save
      </button>
    </form>
  );
}

describe('a form of saved values, rendered on the server', () => {
  it('arrives with its values in the markup, before any script runs', () => {
    const html = renderToString(<SavedForm />);
    expect(html).toMatch(/aria-label="Company name"[^>]*value="Arbour Garden Rooms"/);
    expect(html).toMatch(/aria-label="Capacity"[^>]*value="12"/);
    expect(html).toMatch(/<option value="pm" selected="">Afternoon<\/option>/);
    expect(html).toMatch(/aria-label="Newsletter"[^>]*checked=""/);
    expect(html).toMatch(/<textarea aria-label="Notes"[^>]*>Side gate is narrow<\/textarea>/);
    expect(html).toMatch(/aria-label="Town"[^>]*value="Guildford"/);
  });

  describe('once the app has hydrated it', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      document.body.replaceChildren();
    });

    it('hydrates without a mismatch, and a reset after saving shows the new values and writes them into the markup', async () => {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<SavedForm />);
      document.body.append(container);
      const recoverable: unknown[] = [];
      await act(async () => {
        root = hydrateRoot(container, <SavedForm />, { onRecoverableError: (error) => recoverable.push(error) });
      });
      expect(recoverable).toEqual([]);
      expect(screen.getByLabelText('Company name')).toHaveValue('Arbour Garden Rooms');

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      const name = screen.getByLabelText<HTMLInputElement>('Company name');
      const capacity = screen.getByLabelText<HTMLInputElement>('Capacity');
      const newsletter = screen.getByLabelText<HTMLInputElement>('Newsletter');
      const notes = screen.getByLabelText<HTMLTextAreaElement>('Notes');
      const town = screen.getByLabelText<HTMLInputElement>('Town');
      // What the person sees...
      expect(name).toHaveValue('Arbour Studios');
      expect(capacity).toHaveValue(7);
      expect(screen.getByLabelText('Slot')).toHaveValue('am');
      expect(newsletter).not.toBeChecked();
      expect(notes).toHaveValue('Park on the lane');
      expect(town).toHaveValue('Farnham');
      // ...and the defaults the markup now carries (what a native form reset would go back to).
      expect(name.defaultValue).toBe('Arbour Studios');
      expect(capacity.defaultValue).toBe('7');
      expect(newsletter.defaultChecked).toBe(false);
      expect(notes.defaultValue).toBe('Park on the lane');
      expect(town.defaultValue).toBe('Farnham');
    });
  });
});

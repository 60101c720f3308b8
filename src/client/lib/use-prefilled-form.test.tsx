import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { usePrefilledForm } from './use-prefilled-form';

interface Fields {
  companyName: string;
  capacity: number;
  slot: string;
  newsletter: boolean;
}

function SavedForm() {
  const { register } = usePrefilledForm<Fields>({ defaultValues: { companyName: 'Arbour Garden Rooms', capacity: 12, slot: 'pm', newsletter: true } });
  return (
    <form>
      <input aria-label="Company name" {...register('companyName')} />
      <input aria-label="Capacity" type="number" {...register('capacity')} />
      <select aria-label="Slot" {...register('slot')}>
        <option value="am">Morning</option>
        <option value="pm">Afternoon</option>
      </select>
      <input aria-label="Newsletter" type="checkbox" {...register('newsletter')} />
    </form>
  );
}

describe('a form of saved values, rendered on the server', () => {
  it('arrives with its values in the markup, before any script runs', () => {
    const html = renderToString(<SavedForm />);
    expect(html).toContain('value="Arbour Garden Rooms"');
    expect(html).toContain('value="12"');
    expect(html).toMatch(/<option value="pm" selected="">Afternoon<\/option>/);
    expect(html).toMatch(/type="checkbox"[^>]*checked=""/);
  });
});

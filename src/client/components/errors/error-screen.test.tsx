// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it("shows the heading and the error's message", () => {
    render(<ErrorScreen error={new Error('The payments service is down')} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('The payments service is down')).toBeInTheDocument();
  });

  it.each([
    ['undefined', undefined],
    ['an object', { reason: 'nope' }],
    ['an error without a message', new Error('')],
  ])('says "An unknown error occurred" for %s', (_label, error) => {
    render(<ErrorScreen error={error} onRetry={() => {}} />);
    expect(screen.getByText('An unknown error occurred')).toBeInTheDocument();
  });

  it('shows a thrown string as it is', () => {
    render(<ErrorScreen error="Chunk failed to load" onRetry={() => {}} />);
    expect(screen.getByText('Chunk failed to load')).toBeInTheDocument();
  });

  it('retries when Try Again is pressed', async () => {
    const onRetry = vi.fn();
    render(<ErrorScreen error={new Error('x')} onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

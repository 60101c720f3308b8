// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider } from '@/client/lib/preferences-provider';
import { TIMELINE_ROTATION_MS } from '../timeline-constants';
import { useRotatingStep } from './use-rotating-step';

function Rotator({ initialStep }: { initialStep: number }) {
  const { step, goTo, pauseHandlers } = useRotatingStep({ initialStep, stepCount: 7, intervalMs: TIMELINE_ROTATION_MS });
  return (
    <div data-testid="rotator" {...pauseHandlers}>
      <p>Showing step {step}</p>
      <button type="button" onClick={() => goTo(5)}>
        Go to 5
      </button>
    </div>
  );
}

function renderRotator(initialStep: number) {
  return render(
    <PreferencesProvider>
      <Rotator initialStep={initialStep} />
    </PreferencesProvider>,
  );
}

function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRotatingStep', () => {
  it('starts at the given step and moves on after 4 seconds, not before', () => {
    renderRotator(3);
    expect(TIMELINE_ROTATION_MS).toBe(4000);
    expect(screen.getByText('Showing step 3')).toBeInTheDocument();
    wait(3999);
    expect(screen.getByText('Showing step 3')).toBeInTheDocument();
    wait(1);
    expect(screen.getByText('Showing step 4')).toBeInTheDocument();
  });

  it('wraps from step 7 to step 1', () => {
    renderRotator(7);
    wait(4000);
    expect(screen.getByText('Showing step 1')).toBeInTheDocument();
  });

  it('holds still while the pointer is over it, and carries on after', () => {
    renderRotator(2);
    fireEvent.pointerEnter(screen.getByTestId('rotator'));
    wait(12_000);
    expect(screen.getByText('Showing step 2')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByTestId('rotator'));
    wait(4000);
    expect(screen.getByText('Showing step 3')).toBeInTheDocument();
  });

  it('holds still while keyboard focus is inside it', () => {
    renderRotator(2);
    act(() => screen.getByRole('button', { name: 'Go to 5' }).focus());
    wait(12_000);
    expect(screen.getByText('Showing step 2')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Go to 5' }).blur());
    wait(4000);
    expect(screen.getByText('Showing step 3')).toBeInTheDocument();
  });

  it('jumps to a chosen step', () => {
    renderRotator(1);
    fireEvent.click(screen.getByRole('button', { name: 'Go to 5' }));
    expect(screen.getByText('Showing step 5')).toBeInTheDocument();
  });

  it.each([
    ['reduced motion is on', 'reduceMotion', 'true'],
    ['animations are off', 'animationsEnabled', 'false'],
  ])('does not move on by itself when %s', (_label, key, value) => {
    localStorage.setItem(key, value);
    renderRotator(4);
    wait(20_000);
    expect(screen.getByText('Showing step 4')).toBeInTheDocument();
  });
});

// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider } from '@/client/lib/preferences-provider';
import { BackgroundParticles, particleCount } from './background-particles';

let reducedMotion = false;
let hidden = false;
const requestFrame = vi.fn(() => 1);
const cancelFrame = vi.fn();

beforeEach(() => {
  reducedMotion = false;
  hidden = false;
  requestFrame.mockClear();
  cancelFrame.mockClear();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') ? reducedMotion : query.includes('max-width') ? window.innerWidth < 768 : false,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  vi.stubGlobal('requestAnimationFrame', requestFrame);
  vi.stubGlobal('cancelAnimationFrame', cancelFrame);
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  // jsdom draws nothing; a stand-in context records nothing either, which is all we need.
  const context = { setTransform() {}, clearRect() {}, beginPath() {}, arc() {}, fill() {}, globalAlpha: 1, fillStyle: '' };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.innerWidth = 1024;
});

function renderParticles() {
  return render(
    <PreferencesProvider>
      <BackgroundParticles />
    </PreferencesProvider>,
  );
}

describe('background particles', () => {
  it('draws 40 under 768 px wide and 80 from 768 px', () => {
    expect(particleCount(390)).toBe(40);
    expect(particleCount(767)).toBe(40);
    expect(particleCount(768)).toBe(80);
    expect(particleCount(1280)).toBe(80);

    window.innerWidth = 1280;
    const { unmount } = renderParticles();
    const canvas = screen.getByTestId('background-particles');
    expect(canvas).toHaveAttribute('aria-hidden', 'true');
    expect(canvas).toHaveAttribute('data-particles', '80');
    unmount();

    window.innerWidth = 390;
    renderParticles();
    expect(screen.getByTestId('background-particles')).toHaveAttribute('data-particles', '40');
  });

  it('is off when the visitor asks for reduced motion', () => {
    reducedMotion = true;
    renderParticles();
    expect(screen.queryByTestId('background-particles')).not.toBeInTheDocument();
    expect(requestFrame).not.toHaveBeenCalled();
  });

  it('is off when animations are turned off in the preferences', () => {
    localStorage.setItem('animationsEnabled', 'false');
    renderParticles();
    expect(screen.queryByTestId('background-particles')).not.toBeInTheDocument();
  });

  it('is off where motion preferences cannot be read', () => {
    vi.stubGlobal('matchMedia', undefined);
    renderParticles();
    expect(screen.queryByTestId('background-particles')).not.toBeInTheDocument();
  });

  it('stops drawing while the tab is hidden and carries on when it is back', () => {
    const { unmount } = renderParticles();
    expect(requestFrame).toHaveBeenCalledTimes(1);

    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(cancelFrame).toHaveBeenCalledTimes(1);

    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requestFrame).toHaveBeenCalledTimes(2);

    unmount();
    expect(cancelFrame).toHaveBeenCalledTimes(2);
    // Once gone, it no longer listens.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(requestFrame).toHaveBeenCalledTimes(2);
  });
});

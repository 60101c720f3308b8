// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreferencesProvider, usePreferences } from './preferences-provider';

function ThemeButtons() {
  const { theme, resolvedTheme, setPreference } = usePreferences();
  return (
    <>
      <p>
        {theme}/{resolvedTheme}
      </p>
      <button type="button" onClick={() => setPreference('theme', 'dark')}>
        Dark
      </button>
      <button type="button" onClick={() => setPreference('theme', 'system')}>
        System
      </button>
      <button type="button" onClick={() => setPreference('animationsEnabled', false)}>
        No animations
      </button>
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.className = '';
  delete document.documentElement.dataset.motion;
});

describe('PreferencesProvider', () => {
  it('starts from the stored theme and applies it to <html>', () => {
    localStorage.setItem('theme', 'dark');
    render(
      <PreferencesProvider>
        <ThemeButtons />
      </PreferencesProvider>,
    );
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('defaults to system, and persists a choice', async () => {
    render(
      <PreferencesProvider>
        <ThemeButtons />
      </PreferencesProvider>,
    );
    // jsdom has no dark colour scheme, so system resolves to light.
    expect(screen.getByText('system/light')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('light');

    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).not.toHaveClass('light');
    expect(localStorage.getItem('theme')).toBe('dark');

    await userEvent.click(screen.getByRole('button', { name: 'No animations' }));
    expect(localStorage.getItem('animationsEnabled')).toBe('false');
    expect(document.documentElement.dataset.motion).toBe('off');
  });

  it('keeps a choice for the visit when the browser refuses to store it', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(
      <PreferencesProvider>
        <ThemeButtons />
      </PreferencesProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBeNull();

    // Once storage takes a choice again, the stored one is what counts.
    vi.restoreAllMocks();
    await userEvent.click(screen.getByRole('button', { name: 'System' }));
    expect(localStorage.getItem('theme')).toBe('system');
    expect(screen.getByText('system/light')).toBeInTheDocument();
  });

  it('follows a choice made in another tab', () => {
    render(
      <PreferencesProvider>
        <ThemeButtons />
      </PreferencesProvider>,
    );
    expect(screen.getByText('system/light')).toBeInTheDocument();
    act(() => {
      localStorage.setItem('theme', 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    });
    expect(screen.getByText('dark/dark')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });
});

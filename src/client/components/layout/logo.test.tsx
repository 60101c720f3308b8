// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyBranding } from '@/shared/schemas/company';
import { Logo } from './logo';

const company: CompanyBranding = {
  id: 'c1',
  name: 'Acme Garden Buildings',
  subdomain: 'acme',
  logoUrl: '/brand/acme.svg',
  primaryColor: '#1d4f91',
  secondaryColor: '#b45309',
};

describe('Logo', () => {
  it("shows the company's logo image, named for it", () => {
    render(<Logo company={company} />);
    const image = screen.getByRole('img', { name: 'Acme Garden Buildings logo' });
    expect(image).toHaveAttribute('src', '/brand/acme.svg');
    expect(screen.queryByTestId('fallback-logo')).not.toBeInTheDocument();
  });

  it('falls back to the drawn logo and logs when the image fails to load', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Logo company={company} />);
    expect(consoleError).not.toHaveBeenCalled();

    fireEvent.error(screen.getByRole('img', { name: 'Acme Garden Buildings logo' }));

    expect(consoleError).toHaveBeenCalledWith('Failed to load logo');
    expect(screen.queryByRole('img', { name: 'Acme Garden Buildings logo' })).not.toBeInTheDocument();
    expect(screen.getByTestId('fallback-logo')).toHaveTextContent('Acme Garden Buildings');
  });

  it('draws the fallback without logging when the company has no logo', () => {
    // Any console.error here fails the test (tests/setup/fail-on-console-error.ts).
    render(<Logo company={{ ...company, logoUrl: null }} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('fallback-logo')).toHaveTextContent('Acme Garden Buildings');
  });

  it("bears the product's name when no company has loaded", () => {
    render(<Logo company={null} />);
    expect(screen.getByTestId('fallback-logo')).toHaveTextContent('Arbour');
  });
});

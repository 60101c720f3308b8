// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContractContent } from './contract-content';

describe('Contract text', () => {
  it('shows # and ## lines as headings and splits paragraphs on blank lines', () => {
    render(<ContractContent title="Build agreement" content={'# Agreement\n\nFirst paragraph\nstill the first.\n\n## Payment\nA deposit of 20%.\n\n\nLast one.'} />);

    expect(screen.getByRole('heading', { level: 3, name: 'Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Payment' })).toBeInTheDocument();
    const paragraphs = screen.getByRole('region', { name: 'Text of Build agreement' }).querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['First paragraph\nstill the first.', 'A deposit of 20%.', 'Last one.']);
  });

  it('shows markup as the characters it is, never as HTML', () => {
    const { container } = render(<ContractContent title="X" content={'<script>alert(1)</script>\n\n<b>bold</b> <img src=x onerror=alert(2)>'} />);

    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b> <img src=x onerror=alert(2)>')).toBeInTheDocument();
    expect(container.querySelector('script, b, img')).toBeNull();
  });

  it('is a labelled, keyboard-focusable scrolling area', () => {
    render(<ContractContent title="Build agreement" content="Text" />);
    const area = screen.getByRole('region', { name: 'Text of Build agreement' });
    expect(area).toHaveAttribute('tabindex', '0');
    expect(area).toHaveClass('h-[400px]', 'overflow-y-auto');
  });
});

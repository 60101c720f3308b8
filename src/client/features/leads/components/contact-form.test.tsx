// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, renderWithProviders, sentBody, stubApi } from '../test/leads-test-utils';
import { ContactForm } from './contact-form';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const received = { status: 201, body: { id: 'a0000000-0000-4000-8000-000000000001', source: 'contact', createdAt: '2030-04-15T09:00:00.000Z' } };

// Typing through whole forms in jsdom is slow on a shared machine.
describe('ContactForm', { timeout: 20_000 }, () => {
  it('says what is wrong beside each field before anything is sent', async () => {
    const fetchMock = stubApi({});
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText(/^Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByText('Enter an email address like name@example.com')).toBeInTheDocument();
    expect(screen.getByText('Enter a UK phone number like 07700 900123 or 01632 960123')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends an enquiry from the contact form and thanks the person in place of the form', async () => {
    const fetchMock = stubApi({ 'POST /api/leads': () => received });
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Your name'), 'Jo Bloggs');
    await user.type(screen.getByLabelText('Email'), 'jo@example.test');
    await user.type(screen.getByLabelText(/^How can we help/), 'A studio, please');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const heading = await screen.findByRole('heading', { name: 'Thank you, your message is on its way' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('We have emailed a copy to jo@example.test');
    const [call] = callsTo(fetchMock, 'POST', '/api/leads');
    expect(sentBody(call![1])).toEqual({ name: 'Jo Bloggs', email: 'jo@example.test', message: 'A studio, please', website: '', source: 'contact' });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('keeps the honeypot away from people: hidden from assistive technology, out of the tab order, never autofilled', () => {
    stubApi({});
    const { container } = renderWithProviders(<ContactForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('sr-only');
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();
  });

  it('shows the server’s answer: field messages beside the fields, the limit in an alert', async () => {
    let answer = { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Some of the information sent is not valid.', fields: { email: ['That email address is too long'] } } } };
    stubApi({ 'POST /api/leads': () => answer });
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(screen.getByLabelText('Your name'), 'Jo');
    await user.type(screen.getByLabelText('Email'), 'jo@example.test');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('That email address is too long')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');

    const limit = 'We have received several messages from you in the last hour. Please try again in 20 minutes.';
    answer = { status: 429, body: { error: { code: 'RATE_LIMITED', message: limit } } } as typeof answer;
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limit);
    expect(screen.getByLabelText('Your name')).toHaveValue('Jo');
  });
});

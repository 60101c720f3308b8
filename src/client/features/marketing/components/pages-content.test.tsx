// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomePage from '@/client/routes/public/home';
import { callsTo, renderWithProviders, SITE_CONTENT_PATH, siteContent, stubApi } from '../test/marketing-test-utils';
import { CompositeBody } from './composite-view';
import { FaqsBody } from './faqs-view';
import { PricingBody } from './pricing-view';

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('arbour-data')?.remove();
});

describe('pricing', () => {
  it('shows each tier with its size and "from" price, and how payment is split', () => {
    renderWithProviders(<PricingBody content={siteContent()} />);
    const [classic, grand] = Array.from(screen.getByRole('list', { name: 'Price tiers' }).children);
    expect(classic).toHaveTextContent('3 m × 3 m · 9 m²');
    expect(classic).toHaveTextContent('From £16,950');
    expect(grand).toHaveTextContent('5 m × 4 m · 20 m²');
    expect(grand).toHaveTextContent('From £30,950');

    const stages = within(screen.getByRole('list', { name: 'Payment stages' })).getAllByRole('listitem');
    expect(stages.map((s) => within(s).getByRole('heading').textContent)).toEqual(['Deposit', 'Manufacturing Start Payment', 'Final Payment']);
    // An example on the first tier, to the penny, adding up to its price.
    expect(stages[0]).toHaveTextContent('20%');
    expect(screen.getByText('Example amounts are for our Classic at £16,950.00.')).toBeInTheDocument();
    expect(stages[0]).toHaveTextContent('Example: £3,390.00');
    expect(stages[1]).toHaveTextContent('Example: £8,475.00');
    expect(stages[2]).toHaveTextContent('Example: £5,085.00');
    expect(screen.getByRole('region', { name: 'Planning permission' })).toHaveTextContent('guidance, not legal advice');
  });
});

describe('FAQs', () => {
  // Opening by keyboard is the browser's own summary behaviour (jsdom has only the click); the E2E test presses Enter.
  it('groups questions by topic, each opening in place', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqsBody content={siteContent()} />, { route: '/faqs' });
    const topics = screen.getByRole('navigation', { name: 'Question topics' });
    expect(within(topics).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#planning', '#faq-planning', '#faq-pricing', '#faq-installation']);

    const planning = screen.getByRole('region', { name: 'Planning and building regulations' });
    const question = within(planning).getByText('Do I need planning permission?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(within(details).getByText('Usually not.')).toBeVisible();
  });

  it('has the planning guidance under #planning, without a link back to itself', () => {
    renderWithProviders(<FaqsBody content={siteContent()} />, { route: '/faqs#planning' });
    const guidance = screen.getByRole('region', { name: 'Planning guidance' });
    expect(guidance).toHaveAttribute('id', 'planning');
    expect(guidance).toHaveTextContent('Over 30 m² needs building-regulations approval.');
    expect(within(guidance).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the Composite Collection', () => {
  it('names every colour in text, with the guarantee', () => {
    renderWithProviders(<CompositeBody composite={siteContent().composite} />);
    const colours = within(screen.getByRole('list', { name: 'Cladding colours' })).getAllByRole('listitem');
    expect(colours.map((c) => c.textContent)).toEqual(['Anthracite', 'Sage']);
    expect(screen.getByText('25 years')).toBeInTheDocument();
  });
});

describe('the home page', () => {
  it('opens with the company’s headline and its products’ lowest prices', async () => {
    stubApi({
      'GET /api/company': () => ({ status: 200, body: { id: 'c1', name: 'Oak Rooms', subdomain: 'oak', logoUrl: null, primaryColor: '#1f6f4a', secondaryColor: '#a8742c' } }),
      [`GET ${SITE_CONTENT_PATH}`]: () => ({ status: 200, body: siteContent() }),
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rooms that last' })).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Made for the way you live' });
    expect(within(products).getByRole('link', { name: /Home Offices/ })).toHaveTextContent('From £11,450.50 incl. VAT');
    expect(screen.getByText('Rated 4.5 out of 5 by our customers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '01632 960123' })).toHaveAttribute('href', 'tel:01632960123');
  });

  it('paints from the content the server inlined into the page, without asking for it', async () => {
    const script = document.createElement('script');
    script.id = 'arbour-data';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ siteContent: siteContent({ hero: { headline: 'Inlined headline', intro: 'From the page.' } }) });
    document.body.append(script);
    const fetchMock = stubApi({ 'GET /api/company': () => ({ status: 404, body: { error: { code: 'TENANT_NOT_FOUND', message: 'No' } } }) });

    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Inlined headline' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Made for the way you live' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', SITE_CONTENT_PATH)).toHaveLength(0);
  });
});

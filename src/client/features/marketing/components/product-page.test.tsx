// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, SITE_CONTENT_PATH, siteContent, stubApi } from '../test/marketing-test-utils';
import { ProductPageView } from './product-page';
import { ServicePageView } from './service-page';

afterEach(() => vi.unstubAllGlobals());

describe('a product page', () => {
  it('shows the company’s ranges with sizes and "from" prices including VAT', async () => {
    stubApi({ [`GET ${SITE_CONTENT_PATH}`]: () => ({ status: 200, body: siteContent() }) });
    renderWithProviders(<ProductPageView page="homeOffices" title="Home Offices" singular="home office" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Home Offices' })).toBeInTheDocument();
    const ranges = await screen.findByRole('list', { name: 'Home Offices ranges' });
    const [first, second] = within(ranges).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3, name: 'The Office One' })).toBeInTheDocument();
    expect(first).toHaveTextContent('2.5 m × 2 m');
    expect(first).toHaveTextContent('5 m²');
    // Pence are shown when a price has them; whole-pound prices read without them.
    expect(first).toHaveTextContent('From £11,450.50');
    expect(second).toHaveTextContent('From £16,450.50');
    expect(screen.getByText('Office headline')).toBeInTheDocument();
    expect(screen.getByText('Office intro.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Included' })).getByText('Office insulation')).toBeInTheDocument();
  });

  it('gives planning guidance that says it is not legal advice, and links to the full guidance', async () => {
    stubApi({ [`GET ${SITE_CONTENT_PATH}`]: () => ({ status: 200, body: siteContent() }) });
    renderWithProviders(<ProductPageView page="gardenRooms" title="Garden Rooms" singular="garden room" />);
    const planning = await screen.findByRole('region', { name: 'Do I need planning permission?' });
    expect(planning).toHaveTextContent('Within 2 m of a boundary, no more than 2.5 m tall.');
    expect(planning).toHaveTextContent('This is guidance, not legal advice.');
    expect(within(planning).getByRole('link', { name: /planning guidance/ })).toHaveAttribute('href', '/faqs#planning');
  });

  it('shows reviews with their rating in words, and leaves the section out when there are none', async () => {
    stubApi({ [`GET ${SITE_CONTENT_PATH}`]: () => ({ status: 200, body: siteContent() }) });
    const { unmount } = renderWithProviders(<ProductPageView page="studios" title="Studios" singular="studio" />);
    const reviews = await screen.findByRole('list', { name: 'Customer reviews' });
    expect(within(reviews).getByText('Rated 4 out of 5')).toBeInTheDocument();
    expect(within(reviews).getByText('“Brilliant team.”')).toBeInTheDocument();
    unmount();

    stubApi({ [`GET ${SITE_CONTENT_PATH}`]: () => ({ status: 200, body: siteContent({ reviews: [] }) }) });
    renderWithProviders(<ProductPageView page="studios" title="Studios" singular="studio" />);
    await screen.findByRole('list', { name: 'Studios ranges' });
    expect(screen.queryByRole('list', { name: 'Customer reviews' })).not.toBeInTheDocument();
  });

  it('offers the three next steps', async () => {
    stubApi({ [`GET ${SITE_CONTENT_PATH}`]: () => ({ status: 200, body: siteContent() }) });
    renderWithProviders(<ProductPageView page="gardenRooms" title="Garden Rooms" singular="garden room" />);
    const cta = await screen.findByRole('region', { name: 'Design your garden room' });
    expect(within(cta).getByRole('link', { name: /Configure yours/ })).toHaveAttribute('href', '/configurator');
    expect(within(cta).getByRole('link', { name: 'Book a Demo' })).toHaveAttribute('href', '/demo');
    expect(within(cta).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('keeps its heading while loading, and offers to try again if the content fails', async () => {
    let fail = true;
    stubApi({
      [`GET ${SITE_CONTENT_PATH}`]: () =>
        fail ? { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Down' } } } : { status: 200, body: siteContent() },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProductPageView page="gardenRooms" title="Garden Rooms" singular="garden room" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Garden Rooms' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page’s details.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Garden Rooms ranges' })).toBeInTheDocument();
  });
});

describe('a service page', () => {
  it('lists its steps in order, what we do, the guarantee and its own questions', async () => {
    stubApi({ [`GET ${SITE_CONTENT_PATH}`]: () => ({ status: 200, body: siteContent() }) });
    renderWithProviders(<ServicePageView page="installation" title="Installation" faqCategories={['installation']} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Installation' })).toBeInTheDocument();
    const steps = await screen.findByRole('list', { name: 'Installation, step by step' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Step 1Install surveyInstall survey text.',
      'Step 2Install buildInstall build text.',
    ]);
    expect(screen.getByText('10-year guarantee')).toBeInTheDocument();
    const questions = screen.getByRole('list', { name: 'Questions about installation' });
    expect(within(questions).getAllByRole('listitem')).toHaveLength(1);
    expect(questions).toHaveTextContent('How long does installation take?');
  });
});

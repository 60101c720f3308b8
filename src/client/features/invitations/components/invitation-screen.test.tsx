// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
import { InvitationScreen } from './invitation-screen';

const TOKEN = 'a'.repeat(43);
const DETAILS = { name: 'Nina Onboard', email: 'nina@example.test', companyName: 'Arbour Garden Rooms' };
const ME = { id: 'user-1', name: 'Nina Onboard', email: 'nina@example.test', role: 'customer', projectId: 'proj-1', isFirstLogin: true };

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

function renderScreen() {
  renderWithProviders(
    <Routes>
      <Route path="/invitations/:token" element={<InvitationScreen token={TOKEN} />} />
      <Route path="/welcome" element={<p>Welcome page</p>} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: `/invitations/${TOKEN}`, session: null },
  );
  return userEvent.setup();
}

describe('the invitation page', { timeout: 20_000 }, () => {
  it('greets the person, checks the two passwords match, sets it, signs in and goes to /welcome', async () => {
    const fetchMock = stubApi({
      [`GET /api/invitations/${TOKEN}`]: () => ({ status: 200, body: DETAILS }),
      [`POST /api/invitations/${TOKEN}/accept`]: () => ({ status: 200, body: { email: DETAILS.email } }),
      'POST /api/auth/sign-in/email': () => ({ status: 200, body: {} }),
      'GET /api/me': () => ({ status: 200, body: ME }),
    });
    const user = renderScreen();
    expect(await screen.findByRole('heading', { name: 'Welcome, Nina Onboard' })).toBeInTheDocument();
    expect(screen.getByText('nina@example.test')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'aaaaaaaaaaaa');
    await user.type(screen.getByLabelText('Confirm password'), 'something else');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Use more than one different character')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', `/api/invitations/${TOKEN}/accept`)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'a garden password');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'a garden password');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));

    expect(await screen.findByText('Welcome page')).toBeInTheDocument();
    const [accept] = callsTo(fetchMock, 'POST', `/api/invitations/${TOKEN}/accept`);
    expect(JSON.parse(accept![1]!.body as string)).toEqual({ password: 'a garden password' });
    const [signIn] = callsTo(fetchMock, 'POST', '/api/auth/sign-in/email');
    expect(JSON.parse(signIn![1]!.body as string)).toEqual({ email: 'nina@example.test', password: 'a garden password' });
  });

  it('says plainly when the link is used up, and points to sign-in', async () => {
    stubApi({
      [`GET /api/invitations/${TOKEN}`]: () => ({
        status: 410,
        body: { error: { code: 'GONE', message: 'This invitation has already been used. Sign in with the password you chose, or ask the team for a new link.' } },
      }),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText(/already been used/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

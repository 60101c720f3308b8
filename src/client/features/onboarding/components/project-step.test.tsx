// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnboardingState } from '@/shared/schemas/onboarding';
import { renderWithProviders } from '@/client/test/render-with-providers';
import { callsTo, stubApi } from '../../../../../tests/setup/client-api-stub';
import { ProjectStep } from './project-step';

type Project = NonNullable<OnboardingState['project']>;
const CONFIRMED_MESSAGE = "Your project's details are confirmed. Ask the team to change the site address or building type.";
const project: Project = { id: 'proj-1', name: 'Garden Office', siteAddress: 'Godalming, Surrey', productType: 'home_office', detailsConfirmedAt: null };

function renderStep(p: Project) {
  const onDone = vi.fn();
  const onBack = vi.fn();
  const { user } = renderWithProviders(<ProjectStep project={p} onBack={onBack} onDone={onDone} />);
  return { onDone, onBack, user };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

describe('ProjectStep', () => {
  it('shows confirmed details read-only, says who changes them, and moves on without sending anything', async () => {
    const fetchMock = stubApi({});
    const { onDone, user } = renderStep({ ...project, detailsConfirmedAt: '2024-01-16T09:00:00.000Z' });
    expect(screen.getByRole('heading', { name: "Your project's details" })).toBeInTheDocument();
    expect(screen.getByText('Godalming, Surrey')).toBeInTheDocument();
    expect(screen.getByText('Home Office')).toBeInTheDocument();
    expect(screen.getByText(CONFIRMED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message the team' })).toHaveAttribute('href', '/messages');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps the form while onboarding, and shows the refusal when the details were confirmed meanwhile', async () => {
    const fetchMock = stubApi({
      'PATCH /api/onboarding/project': () => ({ status: 409, body: { error: { code: 'CONFLICT', message: CONFIRMED_MESSAGE } } }),
    });
    const { onDone, user } = renderStep(project);
    expect(screen.getByRole('heading', { name: 'Tell us about the project' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Site address'));
    await user.type(screen.getByLabelText('Site address'), '1 Somewhere Else, London');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFIRMED_MESSAGE);
    expect(callsTo(fetchMock, 'PATCH', '/api/onboarding/project')).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});

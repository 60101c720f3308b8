// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, companySettings, renderWithProviders, stubApi } from '../test/settings-test-utils';
import { LogoCard } from './logo-card';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
  vi.unstubAllGlobals();
});

const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
const fileInput = () => screen.getByLabelText('Logo file');

describe('LogoCard', () => {
  it('draws the fallback logo when there is none, and staff get no controls', () => {
    stubApi({});
    renderWithProviders(<LogoCard settings={companySettings()} canEdit={false} />);
    expect(screen.getByTestId('fallback-logo')).toHaveTextContent('Arbour Garden Rooms');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Logo file')).not.toBeInTheDocument();
  });

  it('uploads a chosen image, offering only PNG, JPEG and WebP', async () => {
    const saved = companySettings({ logoUrl: '/api/company/logo?v=1' });
    const fetchMock = stubApi({ 'POST /api/settings/logo': () => ({ status: 200, body: saved }) });
    const user = userEvent.setup();
    renderWithProviders(<LogoCard settings={companySettings()} canEdit />);

    expect(fileInput()).toHaveAttribute('accept', '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp');
    expect(screen.getByRole('button', { name: 'Upload logo' })).toHaveAccessibleDescription('PNG, JPEG or WebP, up to 2 MB. SVG files are not accepted.');
    await user.upload(fileInput(), png());
    expect(await screen.findByText('Logo uploaded')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, 'POST', '/api/settings/logo');
    expect(((call![1]!.body as FormData).get('file') as File).name).toBe('logo.png');
  });

  it('refuses a file over the limit before sending it, and shows the server’s reason for a refused one', async () => {
    const fetchMock = stubApi({
      'POST /api/settings/logo': () => ({ status: 415, body: { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: "This file's contents are not those of a .png file." } } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<LogoCard settings={companySettings({ logoMaxBytes: 1000 })} canEdit />);

    await user.upload(fileInput(), png(1001));
    expect(await screen.findByText('The file is too large: a logo can be at most 0 KB.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/settings/logo')).toHaveLength(0);

    await user.upload(fileInput(), png(10));
    expect(await screen.findByText("This file's contents are not those of a .png file.")).toBeInTheDocument();
  });

  it('shows the current logo, falls back to the drawn one if it fails to load, and removes it', async () => {
    const fetchMock = stubApi({ 'DELETE /api/settings/logo': () => ({ status: 200, body: companySettings() }) });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<LogoCard settings={companySettings({ logoUrl: '/api/company/logo?v=1' })} canEdit />);

    const image = screen.getByRole('img', { name: 'Arbour Garden Rooms logo' });
    expect(image).toHaveAttribute('src', '/api/company/logo?v=1');
    fireEvent.error(image);
    expect(screen.getByTestId('fallback-logo')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Failed to load logo');
    consoleError.mockRestore();

    expect(screen.getByRole('button', { name: 'Replace logo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', '/api/settings/logo')).toHaveLength(1);
  });
});

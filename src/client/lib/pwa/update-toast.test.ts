import { describe, expect, it, vi } from 'vitest';
import { showUpdateToast } from './update-toast';

const toast = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast }));

describe('showUpdateToast', () => {
  it("shows the spec's words with an Update action for 10 seconds", () => {
    const update = vi.fn();
    showUpdateToast(update);
    expect(toast).toHaveBeenCalledWith('Update Available', {
      id: 'app-update',
      description: 'A new version is available. Refresh to update.',
      duration: 10_000,
      action: { label: 'Update', onClick: update },
    });
  });
});

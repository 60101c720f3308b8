import { describe, expect, it } from 'vitest';
import { HIDDEN_LINK, MissingSecretError, revealSecrets, SECRET_LINK, hideSecrets } from '../../lib/email/email-secrets';

describe('one-time links in stored emails', () => {
  it('are put in for the recipient and hidden from admins', () => {
    const text = `Open this link:\n${SECRET_LINK}\n`;
    expect(revealSecrets(text, { link: 'https://demo.example/invitations/abc' })).toBe('Open this link:\nhttps://demo.example/invitations/abc\n');
    expect(hideSecrets(text, 'invitation')).toBe(`Open this link:\n${HIDDEN_LINK}\n`);
    expect(revealSecrets('No link here', null)).toBe('No link here');
  });

  it('cannot be sent once the secret is gone', () => {
    expect(() => revealSecrets(`Open ${SECRET_LINK}`, null)).toThrow(MissingSecretError);
  });

  it('hides the links of emails stored before the placeholder, by their shape', () => {
    const invitation = `Choose a password:\nhttps://demo.example/invitations/${'a'.repeat(43)}\n`;
    const reset = 'Open this link:\nhttp://demo.localhost/reset-password?token=abc%2Bdef\nThanks';
    expect(hideSecrets(invitation, 'invitation')).toBe(`Choose a password:\n${HIDDEN_LINK}\n`);
    expect(hideSecrets(reset, 'password-reset')).toBe(`Open this link:\n${HIDDEN_LINK}\nThanks`);
    // Other emails' links are the portal's pages, shown as they are.
    expect(hideSecrets('See https://demo.example/contracts?contract=1', 'contract-ready')).toBe('See https://demo.example/contracts?contract=1');
  });
});

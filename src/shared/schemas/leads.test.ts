import { describe, expect, it } from 'vitest';
import { isUkPhone } from './leads';

describe('UK phone numbers', () => {
  it('accepts them however people write them', () => {
    for (const phone of ['07700 900123', '07700900123', '01632 960123', '020 7946 0958', '(020) 7946-0958', '+44 7700 900123', '+44 (0)20 7946 0958', '0044 20 7946 0958', '01234 56789']) {
      expect(isUkPhone(phone), phone).toBe(true);
    }
  });

  it('refuses what cannot be dialled in the UK', () => {
    for (const phone of ['12345', '0770090012345', '+1 415 555 0100', '00 7700 900123', '07700 9OO123', '+44 0 20 7946 0958', 'call me']) {
      expect(isUkPhone(phone), phone).toBe(false);
    }
  });
});

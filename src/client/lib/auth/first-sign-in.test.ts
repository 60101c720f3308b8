import { describe, expect, it } from 'vitest';
import { firstSignInPath } from './first-sign-in';

describe('firstSignInPath', () => {
  it('sends a customer on their first sign-in to /welcome, whatever they asked for', () => {
    expect(firstSignInPath({ role: 'customer', isFirstLogin: true }, '/contracts')).toBe('/welcome');
  });
  it('leaves everyone else where they were going', () => {
    expect(firstSignInPath({ role: 'customer', isFirstLogin: false }, '/contracts')).toBe('/contracts');
    expect(firstSignInPath({ role: 'staff', isFirstLogin: true }, '/customers')).toBe('/customers');
    expect(firstSignInPath({ role: 'admin', isFirstLogin: true })).toBe('/dashboard');
  });
});

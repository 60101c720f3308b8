import { describe, expect, it } from 'vitest';
import { subdomainProblem } from './subdomain';

describe('subdomainProblem', () => {
  it.each(['acme', 'a', 'x1', 'green-oak', '9lives', 'a'.repeat(63)])('accepts %s', (label) => {
    expect(subdomainProblem(label)).toBeNull();
  });

  it.each([
    ['', 'Enter a subdomain.'],
    ['a'.repeat(64), 'A subdomain is at most 63 characters.'],
    ['Acme', 'Use only lower-case letters a–z, digits and hyphens.'],
    ['acme.co', 'Use only lower-case letters a–z, digits and hyphens.'],
    ['acme_ltd', 'Use only lower-case letters a–z, digits and hyphens.'],
    ['gärten', 'Use only lower-case letters a–z, digits and hyphens.'],
    ['-acme', 'A subdomain cannot start or end with a hyphen.'],
    ['acme-', 'A subdomain cannot start or end with a hyphen.'],
    ['xn--bcher-kva', 'A subdomain cannot have hyphens in its third and fourth places.'],
  ])('refuses %j', (label, message) => {
    expect(subdomainProblem(label)).toBe(message);
  });

  it.each(['www', 'api', 'admin', 'app', 'mail', 'static', 'assets', 'arbour', 'localhost'])('reserves %s', (label) => {
    expect(subdomainProblem(label)).toBe(`"${label}" is reserved.`);
  });
});

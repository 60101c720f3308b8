// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readInlinedData } from './inlined-data';

function inline(text: string, type = 'application/json') {
  const script = document.createElement('script');
  script.id = 'arbour-data';
  script.type = type;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById('arbour-data')?.remove());

describe('readInlinedData', () => {
  it('reads a key from the JSON block the server inlines', () => {
    inline(JSON.stringify({ company: { name: 'Oak </script> Rooms' }, siteContent: { tagline: 'Hi' } }));
    expect(readInlinedData('company')).toEqual({ name: 'Oak </script> Rooms' });
    expect(readInlinedData('siteContent')).toEqual({ tagline: 'Hi' });
  });

  it('counts anything missing or unreadable as absent, so the query fetches instead', () => {
    expect(readInlinedData('company')).toBeUndefined();
    inline('{"company": ');
    expect(readInlinedData('company')).toBeUndefined();
    document.getElementById('arbour-data')!.remove();
    inline(JSON.stringify({ company: null }));
    expect(readInlinedData('company')).toBeUndefined();
    expect(readInlinedData('siteContent')).toBeUndefined();
    document.getElementById('arbour-data')!.remove();
    inline(JSON.stringify(['company']));
    expect(readInlinedData('company')).toBeUndefined();
  });

  it('ignores a block that is not JSON data', () => {
    inline(JSON.stringify({ company: { name: 'x' } }), 'text/plain');
    expect(readInlinedData('company')).toBeUndefined();
  });
});

import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { displayTimeZone, visitorTimeZone } from './display-time-zone';

const app = new Hono().get('/', (c) => c.json({ display: displayTimeZone(c), visitor: visitorTimeZone(c) }));
const zones = async (cookie?: string) => (await app.request('/', { headers: cookie ? { cookie } : {} })).json() as Promise<{ display: string; visitor: string | null }>;
const zoneFor = async (cookie?: string) => (await zones(cookie)).display;

describe('the time zone a server-rendered page writes times in', () => {
  it("is the visitor's own when their browser has said it", async () => {
    expect(await zoneFor('tz=America%2FNew_York')).toBe('America/New_York');
    expect(await zoneFor('theme=dark; tz=Asia/Kolkata')).toBe('Asia/Kolkata');
  });

  it('is UK time when the browser has not said, or named no real zone', async () => {
    expect(await zoneFor()).toBe('Europe/London');
    expect(await zoneFor('tz=Mars%2FOlympus_Mons')).toBe('Europe/London');
    expect(await zoneFor(`tz=${'A'.repeat(100)}`)).toBe('Europe/London');
    // Said as unknown, for a signed-in page (which the server then leaves to the browser).
    expect((await zones()).visitor).toBeNull();
    expect((await zones('tz=Mars%2FOlympus_Mons')).visitor).toBeNull();
  });

  it('answers the same for a zone asked for again, and still refuses one that is not a zone', async () => {
    for (let i = 0; i < 3; i++) {
      expect(await zoneFor('tz=Australia%2FSydney')).toBe('Australia/Sydney');
      expect((await zones('tz=Mars%2FOlympus_Mons')).visitor).toBeNull();
    }
  });
});

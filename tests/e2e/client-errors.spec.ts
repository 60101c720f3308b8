import { expect, test } from '@playwright/test';
import { interactAndHydrate, signInAsDemoCustomer } from './fixtures';

// The fixtures' `test` fails a page that logs an error; this one throws on purpose.
test('an error the page does not catch is reported to the server once, without the cookie or the query string', async ({ page }) => {
  await signInAsDemoCustomer(page);
  await page.goto('/dashboard?tab=payments');
  await interactAndHydrate(page);

  let reports = 0;
  page.on('request', (req) => void (req.url().endsWith('/api/client-errors') && reports++));
  const reported = page.waitForResponse((res) => res.url().endsWith('/api/client-errors'));
  await page.evaluate(() => {
    const fail = () => {
      throw new Error('Thrown on purpose by an end-to-end test');
    };
    setTimeout(fail);
    setTimeout(fail);
  });
  const response = await reported;
  expect(response.status()).toBe(204);
  const request = response.request();
  expect(await request.headerValue('cookie')).toBeNull();
  expect(request.postDataJSON()).toMatchObject({ kind: 'error', message: 'Thrown on purpose by an end-to-end test', path: '/dashboard' });

  // It was thrown twice; the second time was not sent.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(reports).toBe(1);
});

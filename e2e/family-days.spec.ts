import ICAL from 'ical.js';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/width';

// A family's days: a deity's and a shrine's calendars (parsed, never subscribed to), the family
// card made by its form without JavaScript, shared as a link and read on a phone, its calendar,
// and what a bad link gets.

const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function parseFeed(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

test('the calendars of a deity, a shrine and one festival are valid, hold future days, and remind the day before', async ({ page }) => {
  const today = todayInIndia();
  for (const path of ['/calendar/deity/tulja-bhavani.ics', '/calendar/shrine/tulja-bhavani-tuljapur.ics']) {
    const events = await parseFeed(page, path);
    expect(events.length, path).toBeGreaterThan(2);
    for (const e of events) {
      expect(e.endDate.toString() > today, `${path}: ${e.summary} ${e.startDate}`).toBe(true);
      expect(e.component.getFirstSubcomponent('valarm')?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT15H');
    }
    // 24 months: two Sharad Navratris.
    expect(events.filter((e) => e.summary.startsWith('Sharad Navratri')).length).toBe(2);
  }
  const [one] = await parseFeed(page, '/calendar/deity/khandoba/champa-shashthi.ics');
  expect(one!.summary).toBe('Champa Shashthi: Khandoba');
  expect(one!.startDate.toString() >= today).toBe(true);
  for (const bad of ['/calendar/deity/no-such-deity.ics', '/calendar/deity/khandoba/no-such-festival.ics', '/calendar/shrine/NOT%20A%20SHRINE.ics']) {
    const response = await page.request.get(bad);
    expect(response.status(), bad).toBe(404);
    expect(await response.text()).toMatch(/^Not found: /);
  }
});

test("a deity's and a shrine's pages give their festivals' next days, each with its calendar file, and the calendar to subscribe to", async ({
  page,
}) => {
  const today = todayInIndia();
  for (const [path, feed, subscribe] of [
    ['/deity/tulja-bhavani', '/calendar/deity/tulja-bhavani', 'Subscribe to all her festivals'],
    ['/temple/tulja-bhavani-tuljapur', '/calendar/shrine/tulja-bhavani-tuljapur', "Subscribe to this shrine's festivals"],
    ['/hi/deity/mahalakshmi', '/calendar/deity/mahalakshmi', 'इनके सभी पर्वों की सदस्यता लें'],
  ] as const) {
    await page.goto(path);
    const days = page.getByRole('region', { name: /Next festival days|आगामी पर्व-तिथियाँ/ });
    await expect(days, path).toBeVisible();
    const dates = await days.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates.length, path).toBeGreaterThan(0);
    // In date order, the first within the coming year.
    expect(dates, path).toEqual([...dates].sort());
    expect(dates[0]! < `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`, path).toBe(true);
    await expect(days.getByRole('link', { name: subscribe })).toHaveAttribute('href', `${feed}.ics`);
    const one = await days.locator('a[download]').first().getAttribute('href');
    expect(one, path).toMatch(new RegExp(`^${feed}/[a-z0-9-]+\\.ics$`));
    expect((await page.request.get(one!)).status(), one!).toBe(200);
  }
});

test.describe('the family card without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('its form makes the card, whose link shows both families, their next days in the future, their rites and the custom, and subscribes to one calendar', async ({
    page,
  }) => {
    await page.goto('/family');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByLabel('Surname').first().fill('Patil');
    await page.getByLabel('Community').first().fill('Maratha');
    await page.getByLabel('Kuldevi or kuldevta').first().fill('Tulja Bhavani');
    await page.getByLabel('Surname').nth(1).fill('Deshmukh');
    await page.getByLabel('Kuldevi or kuldevta').nth(1).fill('Khandoba');
    await page.getByRole('button', { name: 'Make the card' }).click();
    await expect(page.getByRole('heading', { name: 'Born into the Patil family' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Married into the Deshmukh family' })).toBeVisible();
    await expect(page.getByText('By custom a woman worships the family deity of her husband’s family after marriage.')).toBeVisible();
    const link = await page.getByLabel("The card's link").inputValue();
    expect(link).toContain('b_deity=tulja-bhavani');
    expect(link).toContain('m_deity=khandoba');
    // Each next day shown is in the future.
    const days = await page.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime')!));
    expect(days.length).toBeGreaterThan(3);
    for (const d of days) expect(d >= todayInIndia()).toBe(true);
    await expect(page.getByText('Darshan by newlyweds', { exact: false })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // The shared link alone shows the same card.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { name: 'Born into the Patil family' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const feed = await page.getByRole('link', { name: "Subscribe to both families' days in your calendar" }).getAttribute('href');
    const events = await parseFeed(page, feed!);
    expect(events.some((e) => e.summary.includes('(Patil family)'))).toBe(true);
    expect(events.some((e) => e.summary.includes('(Deshmukh family)'))).toBe(true);
  });

  test('a card with an unknown kuldevi or a shrine not hers keeps what was typed and says what is wrong beside it; a bad feed is refused', async ({
    page,
  }) => {
    await page.goto('/family?b_surname=Patil&b_deity=No+Such+Goddess&m_surname=Deshmukh&m_deity=khandoba&m_shrine=tulja-bhavani-tuljapur');
    await expect(page.getByText('We have no kuldevi or kuldevta named "No Such Goddess"', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Kuldevi or kuldevta').first()).toHaveValue('No Such Goddess');
    await expect(page.getByText("That is not one of Khandoba's shrines we know", { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Born into the Patil family' })).toHaveCount(0);
    const tooLong = await page.request.get(`/family?b_surname=${'x'.repeat(900)}&b_deity=khandoba`);
    expect(tooLong.status()).toBe(200);
    expect(await tooLong.text()).toContain('is too long');
    const feed = await page.request.get('/calendar/family.ics?b_surname=Patil');
    expect(feed.status()).toBe(400);
    expect(await feed.text()).toContain('Give the kuldevi');
  });
});

import { expect, type Page } from '@playwright/test';
import { fillContact } from './contact-form';
import type { Site } from './site';

// What the fault tests (faults.spec.ts, faults-postgres.spec.ts) ask of a server of their own.

/** Waits until the database is open (a fresh directory is migrated and seeded on first use). */
export async function ready(site: Site) {
  await expect.poll(async () => (await fetch(`${site.url}/api/health`)).status, { timeout: 90_000, intervals: [250] }).toBe(200);
}

export async function get(url: string) {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
}

/** The cached pages answer as always; the per-request pages answer 503 with their own message. */
export async function expectDegraded(site: Site) {
  for (const p of [
    '/',
    '/about',
    '/deity/khodiyar-mata',
    '/aarti/sukhkarta-dukhharta-ganesh-aarti-1',
    '/community/maratha',
    '/community',
    '/temple/tulja-bhavani-tuljapur',
    '/temples',
  ]) {
    const r = await get(site.url + p);
    expect(r.status, p).toBe(200);
  }
  expect((await get(`${site.url}/deity/khodiyar-mata`)).text).toContain('Khodiyar Mata');
  const dynamic: [string, string][] = [
    ['/search?q=mata', 'The deity directory could not be loaded right now. Please try again in a moment.'],
    ['/surname-search?surname=patel', 'Error searching for surnames. Please try again.'],
    // A surname page narrowed to a place is rendered per request; the plain one is cached.
    ['/surname/patel?region=India', 'Error loading surname information. Please try again.'],
    // So is one narrowed to a community or a gotra.
    ['/surname/patil?community=Maratha', 'Error loading surname information. Please try again.'],
    ['/surname/patil?gotra=Kashyap', 'Error loading surname information. Please try again.'],
    ['/prayers', 'could not be loaded right now. Please try again in a moment.'],
    ['/aartis', 'could not be loaded right now. Please try again in a moment.'],
  ];
  for (const [p, message] of dynamic) {
    const r = await get(site.url + p);
    expect(r.status, p).toBe(503);
    expect(r.text, p).toContain(message);
    expect(r.text, p).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/); // no stack trace
  }
  expect((await get(`${site.url}/api/health`)).status).toBe(503);
}

export async function expectRecovered(site: Site) {
  await expect.poll(async () => (await get(`${site.url}/search?q=mata`)).status, { timeout: 60_000, intervals: [250] }).toBe(200);
  const results = await get(`${site.url}/search?q=mata`);
  expect(results.text).toMatch(/Found \d+ Deities/);
  for (const p of ['/surname/patel', '/surname/patel?region=India', '/prayers', '/api/health']) expect((await get(site.url + p)).status, p).toBe(200);
}

/** Sends `message` through the contact form and kill -9s the server once the visitor is told it was sent. */
export async function sendThenKill(page: Page, site: Site, message: string) {
  await ready(site);
  await page.goto(`${site.url}/contact`);
  await fillContact(page, message);
  await expect(page.getByText('Thank you! Your message has been sent successfully.', { exact: false })).toBeVisible();
  site.child.kill('SIGKILL');
  await new Promise((r) => site.child.once('exit', r));
}

/** With the database down, the contact form says so and keeps every field as typed. */
export async function expectFormKeepsText(page: Page, site: Site) {
  await page.goto(`${site.url}/contact`);
  const message = 'Our kuldevi is Khodiyar Mata, worshipped at Matel. ખોડિયાર';
  await fillContact(page, message);
  await expect(page.getByText('Sorry, there was an error sending your message. Please try again', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Full Name *')).toHaveValue('Asha Patil');
  await expect(page.getByLabel('Email Address *')).toHaveValue('asha@example.com');
  await expect(page.getByLabel('Subject *')).toHaveValue('content');
  await expect(page.getByLabel('Message *')).toHaveValue(message);
}

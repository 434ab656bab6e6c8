import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './support/width';

// Shrine pages, /temples and the shrine map, read as a family would: where the shrine is, how
// to get there, who keeps it; the map drawn on the server, whole without JavaScript at 390 px.

async function axe(page: Page, include?: string[]) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']);
  for (const selector of include ?? []) builder.include(selector);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('a shrine page', () => {
  test('says where the shrine is, how to get there, its fair, its families, its aarti, with a map and OpenStreetMap', async ({ page }) => {
    await page.goto('/temple/mahalakshmi-agroha');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agroha Dham (Mahalakshmi temple)');
    await expect(page.getByText('A shrine of Mahalakshmi at Agroha, Hisar district, Haryana.')).toBeVisible();
    const where = page.getByRole('region', { name: 'Where it is' });
    const osm = where.getByRole('link', { name: /29\.33167, 75\.62528 on OpenStreetMap/ });
    await expect(osm).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=29.33167&mlon=75.62528#map=13/29.33167/75.62528');
    await expect(where).toContainText("The point is the shrine's own location, from Wikipedia: Agroha Dham");
    await expect(where).toContainText('the nearest railway station is Hisar');
    await expect(where.getByRole('img', { name: "Map of Mahalakshmi's shrines in India" })).toBeVisible();
    // the shrine and the deity's other shrines are dots linking their pages; this one drawn larger
    await expect(where.locator('circle[data-shrine="mahalakshmi-agroha"]')).toHaveAttribute('r', '9');
    await expect(where.locator('circle[data-shrine="mahalakshmi-kolhapur"]')).toHaveAttribute('r', '5');
    await expect(where.getByRole('link', { name: 'Shri Mahalakshmi (Ambabai) temple' }).first()).toHaveAttribute(
      'href',
      '/temple/mahalakshmi-kolhapur',
    );
    const families = page.getByRole('region', { name: 'Families of this shrine' });
    await expect(families).toContainText(/\d+ surnames in 1 community point to this shrine/);
    await expect(families.getByRole('link', { name: /^Bansal/ })).toHaveAttribute('href', '/surname/bansal');
    const fairs = page.getByRole('region', { name: 'Fairs, festivals and family rites' });
    await expect(fairs).toContainText('Agroha Maha Kumbh');
    await expect(fairs.getByRole('link', { name: /^Aarti of Mahalakshmi/ }).first()).toHaveAttribute('href', /^\/aarti\//);
    await axe(page);
  });

  test('has HinduTemple structured data with address and geo, a share image, and is in the sitemap', async ({ request }) => {
    const html = await (await request.get('/temple/mahalakshmi-agroha')).text();
    const nodes = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) => {
      const b = JSON.parse(m[1]!);
      return b['@graph'] ?? [b];
    });
    expect(nodes.find((n) => n['@type'] === 'HinduTemple')).toMatchObject({
      name: 'Agroha Dham (Mahalakshmi temple)',
      address: { '@type': 'PostalAddress', addressLocality: 'Agroha', addressRegion: 'Hisar district, Haryana', addressCountry: 'India' },
      geo: { '@type': 'GeoCoordinates', latitude: 29.33167, longitude: 75.62528 },
    });
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/temple\/mahalakshmi-agroha\/opengraph-image/);
    const png = await request.get(new URL(image!).pathname);
    expect(png.headers()['content-type']).toBe('image/png');
    const sitemap = await (await request.get('/sitemaps/temples-1.xml')).text();
    expect(sitemap).toContain('/temple/mahalakshmi-agroha</loc>');
    expect(await (await request.get('/sitemaps/pages-1.xml')).text()).toContain('/temples</loc>');
  });

  test('a shrine known only by its town says so, and an unknown shrine is not found', async ({ page }) => {
    await page.goto('/temple/aai-mata-bilara');
    await expect(page.getByRole('region', { name: 'Where it is' })).toContainText('The point is the town of Bilāra');
    const response = await page.goto('/temple/no-such-shrine');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shrine Not Found');
  });

  test('a shrine located from its encyclopedia article gives the way, fairs and rites with sources; a village the gazetteer spells otherwise says so; a made-up address is not cached', async ({
    page,
    request,
  }) => {
    await page.goto('/temple/saraswati-basar');
    await expect(page.locator('header p[lang="te"]')).toHaveText('శ్రీ జ్ఞాన సరస్వతి దేవస్థానము');
    const where = page.getByRole('region', { name: 'Where it is' });
    await expect(where).toContainText("The point is the shrine's own location, from Wikipedia: Gnana Saraswati Temple");
    await expect(where).toContainText('Basar railway station is about 3 km away');
    await expect(where).toContainText('the state lines are those before 2019 (Ladakh is drawn within Jammu and Kashmir)');
    const fairs = page.getByRole('region', { name: 'Fairs, festivals and family rites' });
    await expect(fairs).toContainText('Akshara abhyasam');
    await expect(fairs).toContainText('Ashvin (September-October)');
    await page.goto('/temple/angala-parameswari-sooloor');
    await expect(page.getByRole('region', { name: 'Where it is' })).toContainText('The point is the town of Sooloor (spelled Sulur on the map)');
    // a shrine that is not its deity's principal one gets no native name from the deity
    await page.goto('/temple/limbach-mata-himmatnagar');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('header p[lang]')).toHaveCount(0);
    // proxy.ts knows the shrine addresses: a made-up one is the not-found page, rendered per request
    const response = await request.get('/temple/made-up-shrine-address');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Shrine Not Found');
  });

  test('/temples passes axe', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/temples');
    // all of /temples takes axe minutes: the header, the map and one state's list stand for the rest
    await axe(page, ['h1', 'section[aria-labelledby="map-heading"]', '#state-haryana']);
  });

  test('the map outline is one static SVG', async ({ request }) => {
    const response = await request.get('/maps/india-states.svg');
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    const svg = await response.text();
    for (const state of ['Jammu and Kashmir', 'Arunachal Pradesh', 'Tamil Nadu']) expect(svg).toContain(`<title>${state}</title>`);
  });
});

test.describe('deity pages and surname cards name the shrine', () => {
  test('Mahalakshmi is a family of shrines, each with its families', async ({ page }) => {
    await page.goto('/deity/mahalakshmi');
    await expect(page.getByText('This entry is for the Mahalakshmi of Kolhapur')).toHaveCount(0);
    const shrines = page.getByRole('region', { name: 'Shrines of Mahalakshmi' });
    const agroha = shrines.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Agroha Dham (Mahalakshmi temple)' }) });
    await expect(agroha).toContainText('Agarwal');
    const bandivade = shrines.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Sri Samsthan Mahalakshmi' }) });
    await expect(bandivade).toContainText('Gowda Saraswat Brahmin (GSB)');
    await expect(bandivade).not.toContainText('Agarwal');
    await expect(shrines).toContainText('Families whose source names no shrine');
  });

  test('Kalika Mata no longer says Rajasthan for Maratha and Gahoi families; Mangammal lists each village once', async ({ page }) => {
    await page.goto('/deity/kalika-mata');
    await expect(page).not.toHaveTitle(/Family Deity of Rajasthan/);
    const shrines = page.getByRole('region', { name: 'Shrines of Kalika Mata' });
    await expect(shrines.getByRole('heading', { name: 'Mahakalika of Dhar' })).toBeVisible();
    await expect(shrines).toContainText('Gahoi Vaishya');
    // the Kalikas of a shrine of their own, which the text names, are linked
    await expect(
      page.getByRole('region', { name: 'Other Kalika Mata shrines with pages of their own' }).getByRole('link', { name: 'Pavagadh Kalika Mata' }),
    ).toHaveAttribute('href', '/deity/pavagadh-kalika-mata');
    await page.goto('/deity/mangammal');
    await expect(page.getByRole('region', { name: 'Shrines of Mangammal' }).getByRole('heading', { name: /Pulimarathuppalayam/i })).toHaveCount(1);
  });

  test('the Agarwal surname card names and links the Agroha shrine; a card whose source names none says so', async ({ page }) => {
    await page.goto('/surname/agarwal');
    const shrine = page.getByTestId('card-shrines').first();
    await expect(shrine.getByRole('link', { name: 'Mahalakshmi of Agroha, Hisar, Haryana' })).toHaveAttribute('href', '/temple/mahalakshmi-agroha');
    await page.goto('/surname/bagve');
    await expect(page.getByTestId('card-shrines').first()).toContainText('The source names no shrine.');
  });
});

test.describe('without JavaScript at 390 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('a shrine page and /temples are whole: map, list beside it, OpenStreetMap links', async ({ page }) => {
    await page.goto('/temple/mahalakshmi-bandivade');
    await expect(page.getByRole('img', { name: "Map of Mahalakshmi's shrines in India" })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: "Map of Mahalakshmi's shrines in India: list" })
        .getByRole('link', { name: /OpenStreetMap/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Where it is' })).toContainText('Karmali');
    await expectNoSidewaysScroll(page);
    await page.goto('/temples');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shrines of Family Deities');
    const map = page.getByRole('img', { name: 'Map of the shrines in India' });
    await expect(map).toBeVisible();
    expect(await map.locator('circle').count()).toBeGreaterThan(200);
    const haryana = page.locator('#state-haryana');
    await expect(haryana.getByRole('link', { name: 'Agroha Dham (Mahalakshmi temple)' })).toHaveAttribute('href', '/temple/mahalakshmi-agroha');
    await expectNoSidewaysScroll(page);
    await page.goto('/deity/mahalakshmi');
    await expect(page.getByRole('img', { name: 'Map of the shrines of Mahalakshmi' })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

import { expect, test, type Page } from '@playwright/test';

/**
 * The home page, Explore, the prayer pages and lists, and a deity's page in Hindi, Marathi and
 * Gujarati: each in its language (<html lang>, its texts), its boxes leading to the pages of the
 * same language, a page not written in it leading to the English one, marked.
 */

interface Case {
  lang: 'hi' | 'mr' | 'gu';
  home: { heading: string; deities: string; surname: string; placeholder: string; box: string; popular: string; exploreAll: string };
  /** A surname typed in the language's script, and its page. */
  surname: { typed: string; slug: string };
  explore: { title: string; count: RegExp; region: string; clear: string; suggestions: string; lead: string };
  prayers: { aartis: string; translation: string; tabs: [string, string]; types: string; allPrayers: RegExp };
  deity: { overview: string };
  inEnglish: string;
}

const cases: Case[] = [
  {
    lang: 'hi',
    home: {
      heading: 'अपने परिवार के कुलदेवता खोजें',
      deities: 'देवी-देवता खोजें',
      surname: 'उपनाम से खोजें',
      placeholder: 'अपने कुलदेवता को खोजें...',
      box: 'देवी-देवता खोजें',
      popular: 'लोकप्रिय कुलदेवता',
      exploreAll: 'सभी देवी-देवता देखें',
    },
    surname: { typed: 'जाधव', slug: 'jadhav' },
    explore: {
      title: 'कुलदेवताओं को जानें',
      count: /^[\d,]+ देवता मिले$/,
      region: 'क्षेत्र',
      clear: 'सभी फ़िल्टर हटाएँ',
      suggestions: 'देवताओं के सुझाव',
      lead: 'इस नाम के परिवार',
    },
    prayers: { aartis: 'आरतियाँ', translation: 'अंग्रेज़ी अनुवाद', tabs: ['पाठ', 'अर्थ'], types: 'प्रार्थना के प्रकार', allPrayers: /^सभी प्रार्थनाएँ \(\d+\)$/ },
    deity: { overview: 'परिचय' },
    inEnglish: ' (अंग्रेज़ी में)',
  },
  {
    lang: 'mr',
    home: {
      heading: 'आपल्या घराण्याचे कुलदैवत शोधा',
      deities: 'देवता शोधा',
      surname: 'आडनावावरून शोधा',
      placeholder: 'आपले कुलदैवत शोधा...',
      box: 'देवता शोधा',
      popular: 'लोकप्रिय कुलदैवते',
      exploreAll: 'सर्व देवता पाहा',
    },
    surname: { typed: 'पाटील', slug: 'patil' },
    explore: {
      title: 'कुलदैवते जाणून घ्या',
      count: /^[\d,]+ देवता सापडल्या$/,
      region: 'प्रदेश',
      clear: 'सर्व फिल्टर काढा',
      suggestions: 'देवतांच्या सूचना',
      lead: 'या नावाची घराणी',
    },
    prayers: { aartis: 'आरत्या', translation: 'इंग्रजी अनुवाद', tabs: ['पाठ', 'अर्थ'], types: 'प्रार्थनेचे प्रकार', allPrayers: /^सर्व प्रार्थना \(\d+\)$/ },
    deity: { overview: 'परिचय' },
    inEnglish: ' (इंग्रजीत)',
  },
  {
    lang: 'gu',
    home: {
      heading: 'તમારા પરિવારનાં કુળદેવતા શોધો',
      deities: 'દેવી-દેવતા શોધો',
      surname: 'અટક પરથી શોધો',
      placeholder: 'તમારાં કુળદેવતા શોધો...',
      box: 'દેવી-દેવતા શોધો',
      popular: 'લોકપ્રિય કુળદેવતા',
      exploreAll: 'બધાં દેવી-દેવતા જુઓ',
    },
    surname: { typed: 'પટેલ', slug: 'patel' },
    explore: {
      title: 'કુળદેવતાઓ વિશે જાણો',
      count: /^[\d,]+ દેવતા મળ્યા$/,
      region: 'પ્રદેશ',
      clear: 'બધા ફિલ્ટર દૂર કરો',
      suggestions: 'દેવતાઓનાં સૂચનો',
      lead: 'આ નામના પરિવારો',
    },
    prayers: { aartis: 'આરતીઓ', translation: 'અંગ્રેજી અનુવાદ', tabs: ['પાઠ', 'અર્થ'], types: 'પ્રાર્થનાના પ્રકાર', allPrayers: /^બધી પ્રાર્થનાઓ \(\d+\)$/ },
    deity: { overview: 'પરિચય' },
    inEnglish: ' (અંગ્રેજીમાં)',
  },
];

/** The language switch at the top of the content: this language current, English a link to the English page. */
async function expectSwitch(page: Page, english: string) {
  const nav = page.getByRole('navigation', { name: /^(भाषा|ભાષા)$/ });
  await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('href', english);
}

for (const c of cases) {
  const { lang } = c;
  const at = (path: string) => (path === '/' ? `/${lang}` : `/${lang}${path}`);

  test.describe(`in ${lang}`, () => {
    test('the home page: its texts, its cards, and the first box leading to this language’s pages', async ({ page }) => {
      await page.goto(at('/'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.home.heading);
      await expectSwitch(page, '/');
      await expect(page.getByRole('radio', { name: c.home.deities })).toBeChecked();
      await expect(page.getByRole('radio', { name: c.home.surname })).not.toBeChecked();
      const popular = page.getByRole('region', { name: c.home.popular });
      await expect(popular.getByRole('article')).toHaveCount(6);
      await expect(popular.getByRole('link', { name: c.home.exploreAll })).toHaveAttribute('href', at('/search'));
      // A deity's card leads to its page in this language when written in it, else to the English page, marked.
      for (const link of await popular.getByRole('article').getByRole('link').all()) {
        const href = (await link.getAttribute('href'))!;
        if (href.startsWith(`/${lang}/deity/`)) await expect(link).not.toHaveAttribute('hreflang', 'en');
        else {
          expect(href).toMatch(/^\/deity\/[a-z0-9-]+$/);
          await expect(link).toHaveAttribute('hreflang', 'en');
          await expect(link).toContainText(c.inEnglish.trim());
        }
      }

      // A surname typed in the language's script: its suggestion leads to its page in this language...
      const box = page.getByRole('combobox', { name: c.home.box });
      await expect(box).toHaveAttribute('placeholder', c.home.placeholder);
      await box.fill(c.surname.typed);
      const option = page.getByRole('listbox', { name: c.explore.suggestions }).getByRole('option').first();
      await expect(option).toContainText(c.surname.typed);
      await option.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/surname/${c.surname.slug}$`));

      // ...and Enter without choosing searches Explore in this language.
      await page.goto(at('/'));
      await page.getByRole('combobox', { name: c.home.box }).fill(c.surname.typed);
      await page.getByRole('combobox', { name: c.home.box }).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=${encodeURIComponent(c.surname.typed)}$`));
    });

    test('Explore: heading, filters, count, cards, and the lead to the surname in this language', async ({ page }) => {
      await page.goto(at('/search'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.explore.title);
      await expectSwitch(page, '/search');
      await expect(page.getByRole('status')).toHaveText(c.explore.count);
      await expect(page.getByLabel(c.explore.region)).toBeVisible();
      await expect(page.getByRole('link', { name: c.explore.clear })).toHaveAttribute('href', at('/search'));
      await expect(page.getByRole('article').first()).toBeVisible();

      await page.goto(`${at('/search')}?q=${encodeURIComponent(c.surname.typed)}`);
      const lead = page.getByRole('region', { name: c.explore.lead });
      await expect(lead.getByRole('link').first()).toHaveAttribute('href', at(`/surname/${c.surname.slug}`));
      await expect(lead.getByRole('heading', { level: 2 }).first()).toContainText(c.surname.typed);
    });

    test('a prayer page: its frame in the language, the text in its script, the translation in English, marked', async ({ page }) => {
      await page.goto(at('/aartis'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.prayers.aartis);
      await expectSwitch(page, '/aartis');
      // A prayer in a script this language shows links here; others to the English page, marked.
      const own = page.locator(`article a[href^="/${lang}/aarti/"]`).first();
      await expect(own).toBeVisible();
      const href = (await own.getAttribute('href'))!;
      for (const link of await page.locator('article h3 a[href^="/aarti/"]').all()) {
        await expect(link).toHaveAttribute('hreflang', 'en');
        await expect(link).toContainText(c.inEnglish.trim());
      }

      await page.goto(href);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectSwitch(page, href.slice(lang.length + 1));
      await expect(page.getByRole('tab', { name: c.prayers.tabs[0] })).toBeVisible();
      await expect(page.getByRole('tab', { name: c.prayers.tabs[1] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
      const translation = page.locator('.reading-translation');
      await expect(translation.getByRole('heading', { name: c.prayers.translation })).toBeVisible();
      await expect(translation.locator('[lang="en"]')).not.toBeEmpty();
      await expect(page.locator('.reading-original').first()).toHaveAttribute('lang', /^(hi|mr|gu|sa)$/);
    });

    test('the prayers overview: tabs and lists in the language', async ({ page }) => {
      await page.goto(at('/prayers'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const tabs = page.getByRole('navigation', { name: c.prayers.types });
      await expect(tabs.getByRole('link', { name: c.prayers.allPrayers })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('region', { name: c.prayers.aartis }).getByRole('article')).toHaveCount(6);
    });

    test('a deity page: in the language when written in it, else the English page', async ({ page, request }) => {
      const response = await request.get(at('/deity/khodiyar-mata'), { maxRedirects: 0 });
      if (response.status() === 302) {
        expect(new URL(response.headers().location!, 'http://x').pathname).toBe('/deity/khodiyar-mata');
        return;
      }
      expect(response.status()).toBe(200);
      await page.goto(at('/deity/khodiyar-mata'));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectSwitch(page, '/deity/khodiyar-mata');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Khodiyar Mata');
      await expect(page.getByRole('tab', { name: c.deity.overview })).toBeVisible();
      // Whatever links to a page not written in this language says so.
      // (The language switch's own link to English aside.)
      for (const link of await page.locator('main a[hreflang="en"]').all()) {
        if ((await link.textContent()) !== 'English') await expect(link).toContainText(c.inEnglish.trim());
      }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home boxes and Explore’s filters submit to the pages of the same language', async ({ page }) => {
    for (const c of cases) {
      await page.goto(`/${c.lang}`);
      await expect(page.locator('form[role="search"]').first()).toHaveAttribute('action', `/${c.lang}/search`);
      await expect(page.locator('form[role="search"]').nth(1)).toHaveAttribute('action', `/${c.lang}/surname-search`);
      await page.goto(`/${c.lang}/search?q=${encodeURIComponent(c.surname.typed)}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(c.surname.typed);
      await expect(page.locator(`a[href="/${c.lang}/surname/${c.surname.slug}"]`).first()).toBeVisible();
      await expect(page.locator('section form').first()).toHaveAttribute('action', `/${c.lang}/search`);
    }
  });
});

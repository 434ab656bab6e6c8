import { expect, test } from '@playwright/test';
import { sendOverLongMessage, sendWithWrongEmail } from './support/contact-form';

test.describe('visitor forms', () => {
  test('submission dialog: errors beside fields, nothing lost, Thank You, closes after 2 s', async ({ page }) => {
    await page.goto('/search?q=zzqqform');
    const opener = page.getByRole('link', { name: 'Add Your Kuldevta' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Submit Information for Your Kuldevta' });
    await dialog.getByRole('button', { name: 'Submit Information' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Kuldevta information is required')).toBeVisible();

    await dialog.getByLabel('Your Name *').fill('Asha Patil');
    await dialog.getByLabel('Town/City *').fill('Pune');
    await dialog.getByLabel('Region/State *').fill('Maharashtra');
    await dialog.getByLabel('Email Address (optional)').fill('not-an-email');
    await dialog.getByLabel('Kuldevta Information *').fill('Our kuldevi is Tulja Bhavani of Tuljapur.');
    await dialog.getByRole('button', { name: 'Submit Information' }).click();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expect(dialog.getByLabel('Your Name *')).toHaveValue('Asha Patil');
    await expect(dialog.getByLabel('Kuldevta Information *')).toHaveValue('Our kuldevi is Tulja Bhavani of Tuljapur.');

    await dialog.getByLabel('Email Address (optional)').fill('Asha@Example.com');
    await dialog.getByRole('button', { name: 'Submit Information' }).click();
    await expect(dialog.getByText('Thank You!')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 4000 });
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(page.getByRole('dialog').getByLabel('Your Name *')).toHaveValue('');
  });

  test('the dialog keeps focus inside and locks the page behind', async ({ page }) => {
    await page.goto('/surname-search?surname=zzqqform');
    await page.getByRole('link', { name: 'Submit Information for Your Name' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Information for Your Name' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('contact: required fields, success banner that clears after 5 s, form emptied', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByLabel('Full Name *').fill('Asha Patil');
    await page.getByLabel('Email Address *').fill('asha@example.com');
    await page.getByLabel('Subject *').selectOption('content');
    await page.getByLabel('Message *').fill('The temple town for our <b>kuldevi</b> is listed wrongly.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const banner = page.getByText("Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.");
    await expect(banner).toBeVisible();
    await expect(page.getByLabel('Full Name *')).toHaveValue('');
    await expect(page.getByLabel('Message *')).toHaveValue('');
    await expect(banner).toBeHidden({ timeout: 7000 });
    await expect(page.getByRole('region', { name: 'Contact form' })).toBeVisible();
    await expect(page.getByText('How soon will you reply?')).toBeVisible();
  });

  test('contact: a pasted message over the limit is kept whole, counted, and refused with the limit', async ({ page }) => {
    await page.goto('/contact');
    await sendOverLongMessage(page, true);
  });

  test('contact: a correction asked for keeps every field, the chosen subject too, and the corrected form goes through', async ({ page }) => {
    await page.goto('/contact');
    await sendWithWrongEmail(page, `Our kuldevi is Tulja Bhavani of Tuljapur (${Date.now()}).`);
    await page.getByLabel('Email Address *').fill('asha@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent successfully.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Subject *')).toHaveValue('');
    await expect(page.getByLabel('Message *')).toHaveValue('');
  });
});

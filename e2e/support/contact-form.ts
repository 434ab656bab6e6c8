import { expect, type Page } from '@playwright/test';

/** Fills the contact form (the page is open) as Asha Patil, about content, and sends it. */
export async function fillContact(page: Page, message: string, email = 'asha@example.com') {
  await page.getByLabel('Full Name *').fill('Asha Patil');
  await page.getByLabel('Email Address *').fill(email);
  await page.getByLabel('Subject *').selectOption('content');
  await page.getByLabel('Message *').fill(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

/**
 * Sends the contact form with an email address that is not one, and checks that the correction
 * is asked for beside the field and that everything typed and chosen stays.
 */
export async function sendWithWrongEmail(page: Page, message: string) {
  await fillContact(page, message, 'asha-at-example');
  await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByLabel('Full Name *')).toHaveValue('Asha Patil');
  await expect(page.getByLabel('Email Address *')).toHaveValue('asha-at-example');
  await expect(page.getByLabel('Subject *')).toHaveValue('content');
  await expect(page.getByLabel('Message *')).toHaveValue(message);
}

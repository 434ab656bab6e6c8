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

/**
 * Pastes a message over the contact form's limit and sends it: the browser keeps every
 * character (no maxlength cuts it), the field shows its limit and how far over it is, and the
 * server refuses it with its message, the whole text still in the field.
 */
export async function sendOverLongMessage(page: Page, withJavaScript: boolean) {
  const message = `Our kuldevi is Tulja Bhavani. ${'x'.repeat(19_970)}`;
  await page.getByLabel('Full Name *').fill('Asha Patil');
  await page.getByLabel('Email Address *').fill('asha@example.com');
  await page.getByLabel('Subject *').selectOption('content');
  await expect(page.getByText('0 of 5,000 characters')).toBeVisible();
  await page.getByLabel('Message *').fill(message);
  await expect(page.getByLabel('Message *')).toHaveValue(message);
  if (withJavaScript) await expect(page.getByText(`${message.length.toLocaleString('en-IN')} of 5,000 characters`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message must not exceed 5000 characters')).toBeVisible();
  await expect(page.getByText('Thank you! Your message has been sent successfully.', { exact: false })).toHaveCount(0);
  await expect(page.getByLabel('Message *')).toHaveValue(message);
  await expect(page.getByText('too many', { exact: false })).toBeVisible();
}

import type { Page } from '@playwright/test';
import { expect } from './fixtures';

let counter = 0;

/** A citizen no other test (or earlier run against the same database) has used. */
export function newCitizen(prefix = 'e2e') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return {
    username: `${prefix}_${id}`,
    email: `${prefix}.${id}@example.com`,
    password: 'a long enough password',
  };
}

/** The toast on screen (a replaced one may still be fading out behind it). */
export const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast][data-visible="true"]').filter({ hasText: text });

export async function openJoin(page: Page) {
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Civitas' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function signUp(page: Page, citizen = newCitizen()) {
  const dialog = await openJoin(page);
  // Both tab panels stay mounted (switching tabs keeps what was typed): work in the visible one.
  const panel = dialog.getByRole('tabpanel');
  await panel.getByLabel('Username').fill(citizen.username);
  await panel.getByLabel('Email').fill(citizen.email);
  await panel.getByLabel('Password', { exact: true }).fill(citizen.password);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  return citizen;
}

export async function logIn(page: Page, email: string, password: string) {
  const dialog = await openJoin(page);
  await dialog.getByRole('tab', { name: 'Login' }).click();
  await dialog.getByRole('tabpanel').getByLabel('Email').fill(email);
  await dialog.getByRole('tabpanel').getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  return dialog;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Makes the signed-in member of `page` a citizen through the same API call the form makes. */
export async function becomeCitizen(page: Page, email: string, prefix: string) {
  const handle = `${prefix}${unique()}`.toLowerCase().slice(0, 24);
  const response = await page.request.post('/api/citizens', {
    data: { handle, notifyEmail: email, acceptConstitution: true, locale: 'en' },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
  return handle;
}

/** A citizen in a browser of its own, made through the same API calls the forms make. */
export async function citizenInNewBrowser(page: Page, prefix: string) {
  // Its own client address too (the server trusts X-Forwarded-For in e2e), so per-IP limits count per browser.
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await page
    .context()
    .browser()!
    .newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` } });
  const other = await context.newPage();
  await other.goto('/');
  const member = await signUp(other, newCitizen(prefix));
  await expect(toast(other, 'Sign Up Successful')).toBeVisible();
  await other.getByRole('button', { name: 'Skip for now' }).click();
  const handle = await becomeCitizen(other, member.email, prefix);
  return { page: other, handle, email: member.email, close: () => context.close() };
}

import { readdirSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { privatePathPrefixes } from '#site/lib/public-pages.ts';

// The spec's service ids in content order; the Services menu names the first seven.
const serviceIds = [
  'ship-brokering',
  'crew-changes',
  'supply-runs',
  'vessel-support',
  'tank-cleaning',
  'project-management',
  'rigging',
  'dry-dock',
  'painting',
  'piping',
  'electrical',
  'steel-fabrication',
];
const [company] = JSON.parse(readFileSync(new URL('../../content/company.json', import.meta.url), 'utf8')) as [
  {
    legalName: string;
    launchYear: number;
    phones: Record<'main' | 'emergency', { display: string; tel: string }>;
    emails: Record<string, string>;
  },
];

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const servicesButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Services' });
const servicesMenu = (page: Page) => page.locator('#services-menu');
const hrefs = (links: Locator) => links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
const currentEntries = (page: Page) => mainNav(page).locator('[aria-current="page"]').filter({ visible: true }).allTextContents();

test.describe('top navigation on a desktop screen', () => {
  test('lists the entries in order, with the Portal button', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    // The entries themselves: a list item's text would include the closed menu's hidden items.
    const entries = nav.getByRole('list').first().locator(':scope > li > :is(a, button)');
    await expect(entries).toHaveText(['Home', 'Ship Brokering', 'Services', 'Specialists', 'About', 'Contact']);
    expect(await hrefs(nav.getByRole('link'))).toEqual(['/', '/services/ship-brokering', '/specialists', '/about', '/contact']);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Portal' })).toHaveAttribute('href', '/customer/login');
    await expect(page.getByRole('banner')).toHaveCSS('height', '96px');
  });

  for (const [path, current] of [
    ['/', 'Home'],
    ['/about', 'About'],
    ['/services', 'Services'],
    ['/services/crew-changes', 'Services'],
    ['/services/ship-brokering', 'Ship Brokering'],
  ] as const) {
    test(`marks only "${current}" as the current page on ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect((await currentEntries(page)).map((text) => text.trim())).toEqual([current]);
    });
  }

  test('the Services menu opens on click, lists its items in order and closes on an outside click', async ({ page }) => {
    await page.goto('/');
    const button = servicesButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(servicesMenu(page)).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = servicesMenu(page).getByRole('link');
    await expect(items).toHaveCount(10);
    await expect(items.first()).toHaveText('All Services');
    await expect(items.nth(1)).toHaveText('Smart Service Matching');
    await expect(items.nth(2)).toHaveText('Ship Brokering');
    await expect(items.last()).toHaveText('View All Services');
    expect(await hrefs(items)).toEqual([
      '/services',
      '/recommendations',
      ...serviceIds.slice(0, 7).map((id) => `/services/${id}`),
      '/services',
    ]);
    await expect(servicesMenu(page)).toHaveCSS('width', '256px');

    await page.getByRole('heading', { level: 1 }).click();
    await expect(servicesMenu(page)).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Services menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const button = servicesButton(page);
    const item = (name: string) => servicesMenu(page).getByRole('link', { name, exact: true });

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('All Services')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Smart Service Matching')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('All Services')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('View All Services')).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(servicesMenu(page)).toBeHidden();
    await expect(button).toBeFocused();

    // Space opens it too, and ArrowDown on the closed button opens it at the first item.
    await page.keyboard.press('Space');
    await expect(servicesMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(item('All Services')).toBeFocused();

    // Tabbing out of the last item closes the menu.
    await page.keyboard.press('End');
    await expect(item('View All Services')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Specialists' })).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('"Book a berth" sits beside the navigation on every page, and the header fits from 1024px', async ({ page }) => {
    for (const path of ['/', '/about', '/services/crew-changes', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Book a berth' })).toHaveAttribute('href', '/berths');
    }
    await page.setViewportSize({ width: 1024, height: 800 });
    const cta = page.getByRole('banner').getByRole('link', { name: 'Book a berth' });
    await expect(cta).toBeVisible();
    const fits = await page.evaluate(() => {
      const row = document.querySelector('#site-header > div');
      return row !== null && row.scrollWidth <= row.clientWidth && document.documentElement.scrollWidth <= window.innerWidth;
    });
    expect(fits).toBe(true);
    await expect(page.getByRole('banner')).toHaveCSS('height', '96px');
  });

  test('the skip link is the first stop in tab order', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });
});

test.describe('mobile menu on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const openMenu = async (page: Page) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  test('opens a panel with the site links, the Client Portal and the Quick Actions', async ({ page }) => {
    const dialog = await openMenu(page);
    const links = dialog.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links).toHaveText(['Home', 'Ship Brokering', 'Services', 'Specialists', 'About', 'Contact']);
    expect(await hrefs(links)).toEqual(['/', '/services/ship-brokering', '/services', '/specialists', '/about', '/contact']);
    await expect(dialog.getByRole('link', { name: 'Book a berth' })).toHaveAttribute('href', '/berths');
    await expect(dialog.getByRole('link', { name: 'Client Portal' })).toHaveAttribute('href', '/client');
    const quickActions = dialog.getByRole('region', { name: 'Quick Actions' }).getByRole('link');
    await expect(quickActions).toHaveText(['Berths', 'Schedule Services', 'Request Quote']);
    expect(await hrefs(quickActions)).toEqual(['/berths', '/schedule', '/quote-request']);
    // Once it has slid in, the panel sits against the right-hand edge of the screen.
    await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await dialog.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
  });

  test('with reduced motion the panel appears in place without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const dialog = await openMenu(page);
    const box = await dialog.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(390);
  });

  test('Escape closes it and returns focus to the menu button', async ({ page }) => {
    const dialog = await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test('the close button and the dimmed page beside the panel close it', async ({ page }) => {
    let dialog = await openMenu(page);
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();

    dialog = await openMenu(page);
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
  });

  test('choosing a link closes the panel', async ({ page }) => {
    const dialog = await openMenu(page);
    // A 204 answer leaves the page in place, so the panel's own reaction to the click can be seen.
    await page.route('**/schedule', (route) => route.fulfill({ status: 204 }));
    await dialog.getByRole('link', { name: 'Schedule Services' }).click();
    await expect(dialog).toBeHidden();
  });

  test('choosing a link navigates', async ({ page }) => {
    const dialog = await openMenu(page);
    await dialog.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    const dialog = await openMenu(page);
    const stops = await dialog.locator('a, button').count();
    for (let step = 0; step < stops + 3; step += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
    for (let step = 0; step < 3; step += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
    }
  });
});

test.describe('axe finds no violations in the site chrome on /', () => {
  const analyze = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations;

  test('desktop, Services menu closed and open', async ({ page }) => {
    await page.goto('/');
    expect(await analyze(page)).toEqual([]);
    await servicesButton(page).click();
    expect(await analyze(page)).toEqual([]);
  });

  test('phone, menu closed and open', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    expect(await analyze(page)).toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await analyze(page)).toEqual([]);
  });
});

test('the footer lists core services, company and policy links, and the company contacts', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  const coreServices = footer.getByRole('list', { name: 'Core Services' }).getByRole('link');
  await expect(coreServices).toHaveCount(7);
  expect(await hrefs(coreServices)).toEqual([
    '/services/crew-changes',
    '/services/supply-runs',
    '/services/vessel-support',
    '/services/tank-cleaning',
    '/services/project-management',
    '/services/ship-brokering',
    '/specialists',
  ]);

  const companyLinks = footer.getByRole('list', { name: 'Company' }).getByRole('link');
  await expect(companyLinks).toHaveText(['About Us', 'Our History', 'Safety', 'Careers', 'Contact', 'Document Library']);
  expect(await hrefs(companyLinks)).toEqual(['/about', '/about#history', '/safety', '/contact', '/contact', '/documents']);

  const policies = footer.getByRole('navigation', { name: 'Policies' }).getByRole('link');
  await expect(policies).toHaveText(['Privacy Policy', 'Terms of Service', 'Safety Policy']);
  expect(await hrefs(policies)).toEqual(['/privacy', '/terms', '/safety']);

  // The launch year stays the spec's 2025; the build's year follows it.
  await expect(footer).toContainText(`© ${company.launchYear}–${new Date().getFullYear()} ${company.legalName}`);
  await expect(footer.getByRole('link', { name: company.phones.main.display })).toHaveAttribute('href', `tel:${company.phones.main.tel}`);
  await expect(footer.getByRole('link', { name: company.phones.emergency.display })).toHaveAttribute(
    'href',
    `tel:${company.phones.emergency.tel}`,
  );
  for (const email of Object.values(company.emails)) {
    await expect(footer.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  }
});

test('the 404 page carries the header and footer', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('the sitemap lists every service page and every listed page answers', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);

  // Read from the content folder, not the spec: a 13th service file must appear with no code change.
  const serviceFiles = readdirSync(new URL('../../content/services', import.meta.url)).filter((file) => file.endsWith('.md'));
  for (const file of serviceFiles) expect(paths).toContain(`/services/${file.replace(/\.md$/, '')}`);
  const publicPages = ['/', '/about', '/services', '/specialists', '/contact', '/privacy', '/terms', '/safety'];
  for (const path of publicPages) {
    expect(paths).toContain(path);
  }
  for (const path of paths) {
    expect(
      privatePathPrefixes.some((prefix) => path.startsWith(prefix)),
      path,
    ).toBe(false);
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('robots.txt keeps private areas out and points to the sitemap', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  for (const prefix of ['/api/', '/admin', '/customer', '/client', '/berth-checkout', '/documents']) {
    expect(text).toContain(`Disallow: ${prefix}\n`);
  }
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(text)?.[1] ?? '';
  expect(new URL(sitemapUrl).pathname).toBe('/sitemap.xml');
  expect((await request.get(new URL(sitemapUrl).pathname)).status()).toBe(200);
});

test('the home page describes the business as a LocalBusiness in Larose', async ({ page }) => {
  await page.goto('/');
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const business = scripts.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    address: { '@type': 'PostalAddress', addressLocality: 'Larose', addressRegion: 'LA' },
    telephone: company.phones.main.tel,
  });
  expect(business?.contactPoint).toContainEqual(
    expect.objectContaining({ contactType: 'emergency', telephone: company.phones.emergency.tel }),
  );
});

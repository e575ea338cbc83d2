import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readMarkdownEntries } from '#api/content/content-entries.ts';
import { companySchema, serviceSchema } from '#shared/content/schemas.ts';
import { required } from '#tests/setup/required.ts';

// The expected services and company facts come from content/ itself, so a new service file or an
// edited call to action is expected on the pages without touching this test.
const contentDirectory = fileURLToPath(new URL('../../content/', import.meta.url));
const services = readMarkdownEntries(`${contentDirectory}services`, 'content/services', serviceSchema).sort(
  (a, b) => a.data.order - b.data.order,
);
const company = companySchema.parse(JSON.parse(readFileSync(`${contentDirectory}company.json`, 'utf8'))[0]);

const pageHeadings: Record<string, string> = {
  '/': 'Service. Supply. Support.',
  '/about': 'Our Story',
  '/services': 'Marine Services',
  '/specialists': 'Specialists',
  '/contact': 'Contact Us',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
  '/safety': 'Safety Policy',
};

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(status);
}

/** How far each row of a wrapped grid stands off the grid's left and right edges, in px. */
function rowMargins(grid: Locator) {
  return grid.evaluate((element) => {
    const outer = element.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    for (const item of element.children) {
      const box = item.getBoundingClientRect();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    }
    return [...rows.values()].map((row) => ({
      left: Math.min(...row.map((box) => box.left)) - outer.left,
      right: outer.right - Math.max(...row.map((box) => box.right)),
    }));
  });
}

for (const [path, heading] of Object.entries(pageHeadings)) {
  test(`${path} answers 200 with its one h1 "${heading}"`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('the home hero offers berths, scheduling and a quote', async ({ page }) => {
  await open(page, '/');
  const hero = page.getByRole('region', { name: 'Service. Supply. Support.' });
  for (const [name, href] of [
    ['Berths', '/berths'],
    ['Schedule Services', '/schedule'],
    ['Request Quote', '/quote-request'],
  ] as const) {
    await expect(hero.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

test('the home page shows six core service cards, each linking to its service', async ({ page }) => {
  await open(page, '/');
  const cards = page.getByRole('region', { name: 'Core services' }).getByRole('article');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/services\/[a-z-]+$/);
  }
});

test('the home page links to matching, brokering and history', async ({ page }) => {
  await open(page, '/');
  const matching = page.getByRole('region', { name: 'Smart Service Matching' });
  await expect(matching.locator('a[href="/recommendations"]')).toBeVisible();
  await expect(matching.locator('a[href="/services"]')).toBeVisible();
  const brokering = page.locator('#ship-brokering');
  await expect(brokering.locator('a[href="/services/ship-brokering"]')).toBeVisible();
  await expect(brokering.locator('a[href="/contact"]')).toBeVisible();
  await expect(page.locator('#our-history a[href="/about"]')).toBeVisible();
  await expect(page.locator('#facility a[href="/about#facility"]')).toBeVisible();
});

test('home and About each say their own part of brokering, and only About draws the dock', async ({ page }) => {
  const highlightTitles = company.brokering.highlights.map((highlight) => highlight.title);
  const dockDrawing = (target: Page) => target.getByRole('img', { name: /Waterfront layout, 1,250 ft of dock/ });

  await open(page, '/');
  const homeBrokering = page.locator('#ship-brokering');
  await expect(homeBrokering).toContainText(company.brokering.pitch);
  for (const { description } of company.brokering.highlights) await expect(homeBrokering).not.toContainText(description);
  await expect(dockDrawing(page)).toHaveCount(0);

  await open(page, '/about');
  const aboutBrokering = page.locator('#ship-brokering');
  await expect(aboutBrokering).toContainText(company.brokering.story);
  await expect(aboutBrokering).not.toContainText(company.brokering.pitch);
  await expect(aboutBrokering.getByRole('heading', { level: 3 })).toHaveText(highlightTitles);
  await expect(dockDrawing(page)).toBeVisible();
});

test('/services shows every service as a card, in content order', async ({ page }) => {
  await open(page, '/services');
  const cards = page.getByRole('region', { name: 'All services' }).getByRole('article');
  expect(services.length).toBeGreaterThanOrEqual(12);
  await expect(cards).toHaveCount(services.length);
  const links = cards.getByRole('link');
  await expect(links).toHaveText(services.map((service) => service.data.title));
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
    services.map((service) => `/services/${service.id}`),
  );
  const multiple = page.getByRole('region', { name: 'Need Multiple Services?' });
  await expect(multiple.locator('a[href="/contact"]')).toBeVisible();
  await expect(multiple.locator('a[href="/specialists"]')).toBeVisible();
});

for (const service of services) {
  const { cta, emergency } = service.data;

  test(`/services/${service.id} shows its title, a quote link naming it and its own closing sections`, async ({ page }) => {
    await open(page, `/services/${service.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.data.title);
    const quoteHref = `/quote-request?service=${service.id}`;
    await expect(page.getByRole('link', { name: 'Request Quote', exact: true })).toHaveAttribute('href', quoteHref);

    const closing = page.getByRole('region', { name: cta.title });
    await expect(closing).toContainText(cta.text);
    await expect(closing.getByRole('link', { name: cta.primary.label })).toHaveAttribute('href', cta.primary.href ?? quoteHref);
    if (cta.secondary) await expect(closing.getByRole('link', { name: cta.secondary.label })).toHaveAttribute('href', cta.secondary.href);

    const emergencyResponse = page.getByRole('region', { name: '24/7 Emergency Response' });
    await expect(emergencyResponse).toBeVisible();
    await expect(emergencyResponse.locator('a[href^="tel:"]')).toContainText(company.phones.emergency.display);
    if (emergency.style === 'banner') await expect(emergencyResponse).toContainText(emergency.situations);
    else {
      await expect(emergencyResponse).toContainText(emergency.text);
      await expect(emergencyResponse).not.toContainText('Crews mobilize');
    }

    const approach = page.getByRole('region', { name: 'Our Approach' });
    if (service.id === 'ship-brokering') {
      await expect(approach.getByRole('listitem')).toHaveCount(6);
      await expect(approach.getByRole('heading', { level: 3 })).toHaveText([
        'Confidentiality',
        'No Cure No Pay',
        'Trust',
        'Expertise',
        'Time and Cost Savings',
        'Mediation',
      ]);
    } else {
      await expect(approach).toHaveCount(0);
    }
  });
}

test('an unknown service answers 404 with "Service Not Found" and a way back', async ({ page }) => {
  await open(page, '/services/no-such-service', 404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service Not Found');
  await expect(page.getByText('The requested service could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
});

test('/specialists compares the categories in a table with column and row headers', async ({ page }) => {
  await open(page, '/specialists');
  const table = page.getByRole('table', { name: /Specialist categories/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Specialist', 'Deployment', 'Team size', 'Availability']);
  await expect(table.getByRole('rowheader')).toHaveCount(6);
});

test('/contact shows the four operations status rows with their states in words', async ({ page }) => {
  await open(page, '/contact');
  const panel = page.getByRole('region', { name: 'Operations Status' });
  await expect(panel.getByRole('term')).toHaveText(['Dock Availability', 'Crew Transfer Services', 'Emergency Response', 'Weather Status']);
  await expect(panel.getByRole('definition')).toHaveText(['Available', 'Active', '24/7', 'Clear']);
  await expect(page.getByRole('main').locator('a[href^="tel:"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Send us a request' })).toBeVisible();
});

test('a policy page shows when it was last updated', async ({ page }) => {
  await open(page, '/privacy');
  await expect(page.getByText(/^Last updated \w+ \d{1,2}, \d{4}$/)).toBeVisible();
});

const auditedPages = [
  ...Object.keys(pageHeadings),
  ...services.map((service) => `/services/${service.id}`),
  '/services/no-such-service',
  '/no-such-page',
];

for (const width of [1280, 390]) {
  test.describe(`at ${width}px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of auditedPages) {
      test(`axe finds no violations on ${path}`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations).toEqual([]);
      });
    }

    test('grids of five leave no empty slot: every row is centred', async ({ page }) => {
      for (const [path, selector] of [
        ['/about', '#values ul'],
        ['/', '#facility dl'],
        ['/services/tank-cleaning', '#what-we-do ul'],
      ] as const) {
        await page.goto(path);
        for (const { left, right } of await rowMargins(page.locator(selector))) {
          expect(Math.abs(left - right), `${path} ${selector}`).toBeLessThanOrEqual(1);
        }
      }
    });

    test('the dock drawing fits its column with its labels whole and legible', async ({ page }) => {
      await page.goto('/about');
      const drawing = page.getByRole('img', { name: /Waterfront layout/ });
      const figure = page.locator('figure').filter({ has: drawing });
      const waterway = drawing.locator('text', { hasText: 'GULF INTRACOASTAL WATERWAY' });
      const drawingBox = required(await drawing.boundingBox(), 'the drawing');
      const figureBox = required(await figure.boundingBox(), 'its figure');
      const labelBox = required(await waterway.boundingBox(), 'the waterway label');
      expect(drawingBox.width).toBeLessThanOrEqual(figureBox.width);
      expect(labelBox.x).toBeGreaterThanOrEqual(drawingBox.x);
      expect(labelBox.x + labelBox.width).toBeLessThanOrEqual(drawingBox.x + drawingBox.width);
      expect(labelBox.height, 'the waterway label is drawn at least 12px tall').toBeGreaterThanOrEqual(12);
    });

    test('no marketing page scrolls sideways', async ({ page }) => {
      for (const path of auditedPages) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
}

test('a crawl from the home page finds no broken internal link or image', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const queue = ['/'];
  const seen = new Set(queue);
  const broken: string[] = [];

  const enqueue = (href: string) => {
    const url = new URL(href, origin);
    if (url.origin !== origin) return;
    const path = url.pathname + url.search;
    if (seen.has(path)) return;
    seen.add(path);
    queue.push(path);
  };

  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await page.goto(path);
    if (response?.status() !== 200) {
      broken.push(`${path} → ${response?.status()}`);
      continue;
    }
    if (!response.headers()['content-type']?.includes('text/html')) continue;
    const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    links.forEach(enqueue);
    const images = await page.locator('img[src]').evaluateAll((elements) => elements.map((image) => (image as HTMLImageElement).src));
    for (const src of images) {
      const imagePath = new URL(src).pathname;
      if (seen.has(imagePath)) continue;
      seen.add(imagePath);
      const image = await request.get(imagePath);
      if (image.status() !== 200) broken.push(`${imagePath} → ${image.status()}`);
    }
  }

  expect(broken).toEqual([]);
  // The crawl reached every service page and the policy pages through links alone.
  for (const service of services) expect(seen).toContain(`/services/${service.id}`);
  for (const path of ['/about', '/specialists', '/contact', '/privacy', '/terms', '/safety']) expect(seen).toContain(path);
});

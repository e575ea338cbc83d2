import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { loadCompany } from '#api/content/company.ts';
import { loadPageLook, pageLookOf, themeToken } from '#api/services/document-shares/share-page-look.ts';
import { ShareRefusal } from '#api/services/document-shares/share-refusal.ts';
import { shareRefusalPage } from '#api/services/document-shares/share-refusal-page.ts';

describe('the share refusal page', () => {
  test('reads the brand tokens from the site stylesheet, and says which one is missing', () => {
    expect(loadPageLook()).toMatchObject({ navy900: '#0b2440', sea700: '#0f6f78' });
    expect(themeToken('@theme { --color-sea-700: #0f6f78; }', 'color-sea-700')).toBe('#0f6f78');
    expect(() => pageLookOf('@theme {}')).toThrow('no --font-sans token');
  });

  test('answers 404 for an unknown link and 410 for the others, in words for each', () => {
    const page = (refusal: ShareRefusal) => shareRefusalPage(refusal, loadCompany(), loadPageLook());
    expect(page(new ShareRefusal('unknown')).status).toBe(404);
    expect(page(new ShareRefusal('revoked')).html).toContain('<h1>This link was revoked</h1>');
    expect(page(new ShareRefusal('removed')).status).toBe(410);
    const expired = page(new ShareRefusal('expired', new Date('2026-12-03T20:15:00Z')));
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('This link worked until December 3, 2026 at 2:15 PM CST.');
  });

  test('allows only its own stylesheet, by hash, and escapes the company facts', () => {
    const company = { ...loadCompany(), name: 'Dock <b>&</b> "Co"' };
    const { html, contentSecurityPolicy } = shareRefusalPage(new ShareRefusal('revoked'), company, loadPageLook());
    const style = /<style>(.*)<\/style>/.exec(html)?.[1] ?? '';
    expect(contentSecurityPolicy).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(html).toContain('Dock &#60;b&#62;&#38;&#60;/b&#62; &#34;Co&#34;');
    expect(html).not.toContain('<b>');
  });
});

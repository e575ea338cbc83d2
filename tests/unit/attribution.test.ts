import { describe, expect, it } from 'vitest';
import { parseAttribution } from '#site/lib/attribution.ts';
import { touchFromVisit, withTouch } from '#site/lib/attribution-touch.ts';

const at = new Date('2025-04-02T13:45:00.000Z');
const page = (path: string) => new URL(path, 'https://bayoulafourchemarine.com');

describe('touchFromVisit', () => {
  it('reads every utm parameter, the outside referrer, the landing page and the time', () => {
    const url = page('/services/crew-changes?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=crew+change&utm_content=ad-2');

    expect(touchFromVisit(url, 'https://www.google.com/', at)).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: 'crew change',
      utmContent: 'ad-2',
      referrer: 'https://www.google.com/',
      landingPage: '/services/crew-changes',
      at: '2025-04-02T13:45:00.000Z',
    });
  });

  it('records campaign parameters without a referrer', () => {
    expect(touchFromVisit(page('/?utm_source=newsletter'), '', at)).toEqual({
      utmSource: 'newsletter',
      landingPage: '/',
      at: '2025-04-02T13:45:00.000Z',
    });
  });

  it('records a referral from another site without campaign parameters', () => {
    expect(touchFromVisit(page('/about'), 'https://gulfmarinedirectory.example/listings', at)).toEqual({
      referrer: 'https://gulfmarinedirectory.example/listings',
      landingPage: '/about',
      at: '2025-04-02T13:45:00.000Z',
    });
  });

  it('records nothing for a direct visit or a click within the site', () => {
    expect(touchFromVisit(page('/contact'), '', at)).toBeNull();
    expect(touchFromVisit(page('/contact'), 'https://bayoulafourchemarine.com/services', at)).toBeNull();
    expect(touchFromVisit(page('/contact?utm_source='), 'not a url', at)).toBeNull();
  });

  it('cuts values to the length the API accepts', () => {
    const touch = touchFromVisit(page(`/?utm_campaign=${'x'.repeat(900)}`), '', at);

    expect(touch?.utmCampaign).toHaveLength(500);
  });
});

describe('withTouch', () => {
  const google = { utmSource: 'google', landingPage: '/', at: '2025-04-01T10:00:00.000Z' };
  const newsletter = { utmSource: 'newsletter', landingPage: '/contact', at: '2025-04-02T13:45:00.000Z' };

  it('makes the first touch both first and last', () => {
    expect(withTouch({}, google)).toEqual({ firstTouch: google, lastTouch: google });
  });

  it('never overwrites the first touch and always replaces the last', () => {
    const afterTwoVisits = withTouch(withTouch({}, google), newsletter);

    expect(afterTwoVisits).toEqual({ firstTouch: google, lastTouch: newsletter });
  });
});

describe('parseAttribution', () => {
  it('reads back what was stored', () => {
    const stored = { firstTouch: { utmSource: 'google' }, lastTouch: { referrer: 'https://example.com/' } };

    expect(parseAttribution(JSON.stringify(stored))).toEqual(stored);
  });

  it('drops what the API would refuse instead of sending it', () => {
    const stored = JSON.stringify({ firstTouch: { at: 'yesterday' }, lastTouch: { utmSource: 'google' } });

    expect(parseAttribution(stored)).toEqual({ lastTouch: { utmSource: 'google' } });
    expect(parseAttribution('{not json')).toEqual({});
    expect(parseAttribution(null)).toEqual({});
  });
});

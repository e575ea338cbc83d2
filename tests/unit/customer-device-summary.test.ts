import { describe, expect, it } from 'vitest';
import { summarizeUserAgent } from '#site/islands/customer/device-summary.ts';

const agents = {
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
    'CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  operaWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  headless: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  chromebook: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

describe('a signed-in device in words', () => {
  it('names the browser and the system, not the engines a browser also claims', () => {
    expect(summarizeUserAgent(agents.chromeMac)).toBe('Chrome on macOS');
    expect(summarizeUserAgent(agents.edgeWindows)).toBe('Edge on Windows');
    expect(summarizeUserAgent(agents.firefoxLinux)).toBe('Firefox on Linux');
    expect(summarizeUserAgent(agents.safariIphone)).toBe('Safari on iOS');
    expect(summarizeUserAgent(agents.chromeIphone)).toBe('Chrome on iOS');
    expect(summarizeUserAgent(agents.safariIpad)).toBe('Safari on iPadOS');
    expect(summarizeUserAgent(agents.samsungAndroid)).toBe('Samsung Internet on Android');
    expect(summarizeUserAgent(agents.operaWindows)).toBe('Opera on Windows');
    expect(summarizeUserAgent(agents.headless)).toBe('Chrome on Linux');
    expect(summarizeUserAgent(agents.chromebook)).toBe('Chrome on ChromeOS');
  });

  it('says what it cannot tell', () => {
    expect(summarizeUserAgent(null)).toBe('Unknown device');
    expect(summarizeUserAgent('  ')).toBe('Unknown device');
    expect(summarizeUserAgent('curl/8.5.0')).toBe('Unknown device');
    expect(summarizeUserAgent('SomeBot/1.0 (Windows NT 10.0)')).toBe('Unknown browser on Windows');
  });
});

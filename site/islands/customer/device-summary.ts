// A signed-in device as a person recognises it ("Chrome on macOS"), read from its User-Agent header.
// Only the common browsers and systems are named; the order matters because most browsers also
// claim to be the ones they descend from (Edge and Opera say "Chrome", Chrome says "Safari").

const browsers: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: readonly [RegExp, string][] = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(?:iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (table: readonly [RegExp, string][], userAgent: string) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** "Chrome on macOS", "Firefox", "Unknown browser on Linux", or "Unknown device" without a header. */
export function summarizeUserAgent(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown device';
  const browser = firstMatch(browsers, userAgent);
  const system = firstMatch(systems, userAgent);
  if (!browser && !system) return 'Unknown device';
  return system ? `${browser ?? 'Unknown browser'} on ${system}` : (browser as string);
}

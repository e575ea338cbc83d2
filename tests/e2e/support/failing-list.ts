import type { Page } from '@playwright/test';

export interface FailingList {
  /** Lets the held answers go, each a 500: before or after the list is on screen, as the test chooses. */
  release: () => void;
  /** From now on the list's requests reach the server again. */
  recover: () => void;
}

/** Answers every request for the list at `path` with a 500, each held until `release()`, until `recover()`. */
export async function failList(page: Page, path: string): Promise<FailingList> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (!failing) return route.fallback();
      await released;
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal error"}' });
    },
  );
  return { release, recover: () => (failing = false) };
}

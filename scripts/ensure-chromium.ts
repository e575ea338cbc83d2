import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Browser tests drive Debian's Chromium: Playwright's own browser download is not reachable here.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH;
  if (!canInstall) {
    process.stderr.write(`Chromium not found at ${chromium}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.\n`);
    process.exit(1);
  }
  process.stdout.write('Installing Debian chromium for the browser tests...\n');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

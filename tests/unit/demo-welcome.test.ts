import { expect, it } from 'vitest';
import { demoMailLine, demoWelcomeLine } from '#api/demo-welcome.ts';

it('names the address and both published demo sign-ins on one line', () => {
  const line = demoWelcomeLine('http://localhost:4321');
  expect(line).toBe(
    'Open http://localhost:4321 — staff sign-in at /admin/login: office-demo / Larose-Office-Demo-1 · ' +
      'customer sign-in at /customer/login: demo@example.com / Fourchon-Demo-1',
  );
  expect(line).not.toContain('\n');
});

it('says where the demo writes its mail, and that it is not sent', () => {
  expect(demoMailLine('/srv/marina/.data/mail')).toBe(
    'Mail is not sent: each message is written to /srv/marina/.data/mail as an .eml file (open it in any mail program)',
  );
});

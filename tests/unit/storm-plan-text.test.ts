import { describe, expect, test } from 'vitest';
import { loadStormPlanTemplate } from '#api/content/storm-plan-template.ts';
import { loadStormSeason } from '#api/content/storm-season.ts';
import { fillTemplate, stormPlanText } from '#api/services/storm-plans/plan-text.ts';

const facts = {
  seasonYear: 2026,
  season: loadStormSeason(),
  vessel: { name: 'Sea Star', vesselType: 'Workboat' as const, length: 90 },
  ownerName: 'Danielle Guidry',
};
const contact = { manned: true, keysWithOffice: false, emergencyName: 'Remy Guidry', emergencyPhone: '(985) 555-0199' };

describe('filling the storm plan template', () => {
  test('fills every placeholder and refuses one it does not know, by name', () => {
    expect(fillTemplate('{{a}} and {{ b }}', { a: '1', b: '2' })).toBe('1 and 2');
    expect(() => fillTemplate('{{missing}}', {})).toThrow('unknown placeholder {{missing}}');
  });

  test('a plan to stay names its lines, fenders and tender, who is aboard and the keys', () => {
    const text = stormPlanText(
      loadStormPlanTemplate(),
      { intent: 'stay', extraLines: 'Four spring lines', fenders: 'Six ball fenders', tendedBy: 'Remy', ...contact },
      facts,
    );
    expect(text).toContain('STORM PLAN FOR THE 2026 HURRICANE SEASON');
    expect(text).toContain('Season: Jun 1, 2026 to Nov 30, 2026');
    expect(text).toContain('Owner: Danielle Guidry');
    expect(text).toContain('Extra lines: Four spring lines\nFenders: Six ball fenders\nTended by: Remy');
    expect(text).toContain('Someone will be aboard the vessel through the storm.');
    expect(text).toContain('No keys are left with the harbor office.');
    expect(text).not.toMatch(/\{\{|\}\}/);
  });

  test('a plan to leave names the harbour and the day, in words', () => {
    const text = stormPlanText(
      loadStormPlanTemplate(),
      { intent: 'leave', destination: 'Morgan City', leaveBy: '2026-08-20', ...contact },
      facts,
    );
    expect(text).toContain('The vessel leaves for Morgan City and will have left by Aug 20, 2026.');
  });
});

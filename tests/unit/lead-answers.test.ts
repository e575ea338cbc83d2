import { describe, expect, test } from 'vitest';
import { leadServiceTypes } from '#shared/lead-list-options.ts';
import { contactServiceTypes, scheduleServiceTypes } from '#shared/lead-options.ts';
import { answersLead } from '#api/services/admin-leads/lead-changes.ts';
import { formatSpan, responseClock } from '#site/islands/admin/leads/lead-look.ts';

describe('answersLead', () => {
  test('a new status or a note written answers the lead', () => {
    expect(answersLead({ status: 'in-progress' })).toBe(true);
    expect(answersLead({ status: 'cancelled', assignedTo: 'Rene' })).toBe(true);
    expect(answersLead({ internalNotes: 'Called back, left a message.' })).toBe(true);
  });

  test('assigning, dating or clearing a note does not', () => {
    expect(answersLead({ assignedTo: 'Rene' })).toBe(false);
    expect(answersLead({ scheduledDate: '2026-12-05' })).toBe(false);
    expect(answersLead({ internalNotes: null, assignedTo: null })).toBe(false);
    expect(answersLead({})).toBe(false);
  });
});

describe('responseClock once a lead is answered', () => {
  const createdAt = '2026-11-04T15:00:00.000Z';
  const weeksLater = new Date('2026-11-28T15:00:00.000Z');

  test.each(['in-progress', 'completed', 'cancelled'])('a %s lead reads how long its answer took', (status) => {
    expect(responseClock({ createdAt, status, responseSeconds: 3 * 3600 + 12 * 60 }, weeksLater)).toEqual({
      text: 'Answered in 3 h 12 min',
      tone: 'neutral',
    });
  });

  test.each(['in-progress', 'completed', 'cancelled'])('a %s lead with no answer time recorded is answered, never waiting', (status) => {
    expect(responseClock({ createdAt, status, responseSeconds: null }, weeksLater)).toEqual({ text: 'Answered', tone: 'neutral' });
  });

  test('only a pending lead without an answer waits', () => {
    expect(responseClock({ createdAt, status: 'pending', responseSeconds: null }, weeksLater)).toEqual({
      text: 'Waiting 24 d',
      tone: 'alert',
    });
  });

  test('durations read in their two largest units', () => {
    expect(formatSpan(3 * 3600 + 12 * 60 + 40)).toBe('3 h 12 min');
    expect(formatSpan(24 * 86_400)).toBe('24 d');
  });
});

describe('the service filter', () => {
  test('lists every service of both forms exactly once, in alphabetical order', () => {
    expect(new Set(leadServiceTypes).size).toBe(leadServiceTypes.length);
    expect(new Set(leadServiceTypes)).toEqual(new Set([...contactServiceTypes, ...scheduleServiceTypes]));
    expect(leadServiceTypes).toEqual([...leadServiceTypes].sort((one, other) => one.localeCompare(other, 'en')));
    expect(leadServiceTypes.filter((service) => service === 'Crew Changes')).toHaveLength(1);
  });
});

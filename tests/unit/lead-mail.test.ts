import { describe, expect, test } from 'vitest';
import type { Quote, ServiceRequest } from '#api/db/schema/index.ts';
import { decoyQuoteNumber, filledHoneypot } from '#api/services/leads/honeypot.ts';
import { quoteConfirmation, quoteNotification, serviceRequestNotification } from '#api/services/leads/lead-mail.ts';
import { marinaOffice } from '#api/services/payments/marina-office.ts';

const receivedAt = new Date('2026-03-06T15:30:00Z');

const contactRequest: ServiceRequest = {
  id: '6f1c1f5e-2a53-4a4e-9d51-0d8f3d8b7c11',
  requestNumber: 'S-2026-000042',
  firstName: 'Danielle',
  lastName: 'Guidry',
  company: 'Gulf Tide Offshore',
  email: 'danielle@gulftide.example',
  customerId: null,
  firstResponseAt: null,
  phone: null,
  serviceType: 'Tank Cleaning',
  projectDetails: 'Two cargo tanks on the M/V Gulf Tide need cleaning before a change of service.',
  urgency: 'priority',
  preferredDate: null,
  preferredTime: null,
  duration: null,
  location: null,
  status: 'pending',
  source: 'contact',
  firstTouch: {
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'tank-cleaning-spring',
    referrer: 'https://www.google.com/',
    landingPage: '/services/tank-cleaning',
    at: '2026-03-01T12:00:00.000Z',
  },
  lastTouch: { referrer: 'https://www.linkedin.com/', landingPage: '/contact', at: '2026-03-06T15:20:00.000Z' },
  assignedTo: null,
  internalNotes: null,
  scheduledDate: null,
  completedAt: null,
  createdAt: receivedAt,
  updatedAt: receivedAt,
};

const scheduleRequest: ServiceRequest = {
  ...contactRequest,
  source: 'schedule',
  serviceType: 'Crew Changes',
  urgency: 'emergency',
  phone: '(985) 555-0101',
  preferredDate: '2026-03-09',
  preferredTime: '8:00 AM',
  duration: 'Half day',
  location: 'Port Fourchon, Slip 14',
  firstTouch: null,
  lastTouch: null,
};

const quote = {
  id: '0b3f6c1e-8f5a-4c1e-9f0e-5d1c2b3a4e5f',
  quoteNumber: 'Q-2026-000123',
  contactName: 'Remy Cheramie',
  contactEmail: 'remy@bayourunner.example',
  contactPhone: '(985) 555-0177',
  company: 'Bayou Runner Marine',
  projectTitle: 'Fabrication & Welding',
  projectDescription: 'Replace corroded deck plating on the aft deck, about 400 sq ft.',
  location: 'Larose',
  vesselType: 'Workboat',
  vesselSpecs: '110 ft aluminium crew boat',
  timeframe: 'Within 1 month',
  priority: 'urgent',
  firstTouch: { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'march' },
  lastTouch: null,
  createdAt: receivedAt,
} as Quote;

describe('staff notification of a service request', () => {
  test('the subject names the form, the service, the company and the urgency', () => {
    expect(serviceRequestNotification(scheduleRequest).subject).toBe(
      'New scheduling request: Crew Changes — Gulf Tide Offshore, Emergency',
    );
    expect(serviceRequestNotification(contactRequest).subject).toBe(
      'New contact request: Tank Cleaning — Gulf Tide Offshore, Priority (2-3 days)',
    );
  });

  test('a line break typed into a company name cannot reach the subject header', () => {
    const subject = serviceRequestNotification({ ...contactRequest, company: 'Gulf Tide\r\nBcc: everyone@example.com' }).subject;
    expect(subject).not.toMatch(/[\r\n]/);
  });

  test('a contact request lists every field, the urgency label and both touches', () => {
    const { text } = serviceRequestNotification(contactRequest);
    expect(text).not.toContain(contactRequest.id);
    expect(text).toContain('A new contact request, S-2026-000042, came in from the website.');
    expect(text).toContain('Received: Mar 6, 2026, 9:30 AM CST');
    expect(text).toContain('Name:     Danielle Guidry');
    expect(text).toContain('Company:  Gulf Tide Offshore');
    expect(text).toContain('Email:    danielle@gulftide.example');
    expect(text).toContain('Phone:    —');
    expect(text).toContain('Service:  Tank Cleaning');
    expect(text).toContain('Urgency:  Priority (2-3 days)');
    expect(text).toContain(`Project details:\n${contactRequest.projectDetails}`);
    expect(text).toContain(
      'First touch: source google, medium cpc, campaign tank-cleaning-spring, referrer https://www.google.com/, ' +
        'landing page /services/tank-cleaning, at Mar 1, 2026, 6:00 AM CST',
    );
    expect(text).toContain('Last touch: referrer https://www.linkedin.com/, landing page /contact, at Mar 6, 2026, 9:20 AM CST');
    expect(text).not.toContain('Preferred date');
  });

  test('a scheduling request adds the appointment wishes; missing attribution reads "not recorded"', () => {
    const { text } = serviceRequestNotification(scheduleRequest);
    expect(text).toContain('A new scheduling request, S-2026-000042, came in from the website.');
    expect(text).toContain('Urgency:        Emergency');
    expect(text).toContain('Preferred date: 2026-03-09');
    expect(text).toContain('Preferred time: 8:00 AM');
    expect(text).toContain('Duration:       Half day');
    expect(text).toContain('Location:       Port Fourchon, Slip 14');
    expect(text).toContain('First touch: not recorded\nLast touch: not recorded');
  });
});

describe('quote mail', () => {
  test('staff get every field under the quote number', () => {
    const { subject, text } = quoteNotification(quote);
    expect(subject).toBe('New quote request Q-2026-000123: Fabrication & Welding — Bayou Runner Marine, Urgent (24-48 hours)');
    expect(text).toContain('Priority:     Urgent (24-48 hours)');
    expect(text).toContain('Vessel specs: 110 ft aluminium crew boat');
    expect(text).toContain('Timeframe:    Within 1 month');
    expect(text).toContain(`Project description:\n${quote.projectDescription}`);
    expect(text).toContain('First touch: source newsletter, medium email, campaign march');
  });

  test('the typed address gets the quote number, the priority and the 24-hour promise, greeted by no name', () => {
    const { subject, text } = quoteConfirmation(quote, 'operations@bayoulafourchemarine.com', marinaOffice());
    expect(subject).toBe('Your quote request Q-2026-000123 — Bayou Lafourche Marine');
    expect(text).toMatch(/^Hello,\n/);
    expect(text).toContain('Your request number is Q-2026-000123');
    expect(text).toContain('Priority: Urgent (24-48 hours)');
    expect(text).toContain('initial quote within 24 hours');
    expect(text).toContain('Write to operations@bayoulafourchemarine.com or call (985) 555-0142');
    expect(text).toMatch(/Bayou Lafourche Marine\n14650 LA-1, Larose, LA 70373\n\(985\) 555-0142$/);
    expect(text).not.toContain('First touch');
  });

  test('nothing typed reaches the confirmation, NUL bytes and lookalike letters included', () => {
    const typed = {
      contactName: 'Dеаr custоmer\u0000 your account is locked',
      company: 'Bayou Lafourche Marine Billing\u0000',
      contactPhone: '+1 (504) 555-0199',
      projectTitle: 'Pay invoice ＃4471 at https://bayou-lafourche-pay.example',
      projectDescription: 'Confirm your card\u0000 at https://bayou-lafourche-pay.example today or lose your slip.',
      location: 'Verify now',
      vesselSpecs: 'Reply with your password',
    };
    const { subject, text } = quoteConfirmation({ ...quote, ...typed }, 'operations@bayoulafourchemarine.com', marinaOffice());
    for (const part of [subject, text]) {
      expect(part).not.toContain('\u0000');
      for (const value of Object.values(typed)) expect(part).not.toContain(value);
      for (const word of ['custоmer', 'locked', 'Billing', 'invoice', 'bayou-lafourche-pay', 'card', 'Verify', 'password', '555-0199']) {
        expect(part).not.toContain(word);
      }
    }
  });
});

describe('honeypot', () => {
  test('only a filled website field marks a bot', () => {
    expect(filledHoneypot({})).toBe(false);
    expect(filledHoneypot({ website: '' })).toBe(false);
    expect(filledHoneypot({ website: '   ' })).toBe(false);
    expect(filledHoneypot({ website: 'https://cheap-pills.example' })).toBe(true);
  });

  test('a bot gets a quote number shaped like a real one, in the facility year', () => {
    expect(decoyQuoteNumber(new Date('2026-07-01T12:00:00Z'))).toMatch(/^Q-2026-\d{6}$/);
    // 03:00 UTC on 1 January is still New Year's Eve in Louisiana.
    expect(decoyQuoteNumber(new Date('2027-01-01T03:00:00Z'))).toMatch(/^Q-2026-\d{6}$/);
  });
});

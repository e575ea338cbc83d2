import { describe, expect, it } from 'vitest';
import { maxUploadBytes, uploadExtensions } from '#shared/uploads.ts';
import { cappedCount, uploadCounts } from '../../site/islands/client/dashboard-counts.ts';
import { priorityLook } from '../../site/islands/client/message-look.ts';
import { formatFacilityDay, formatFileSize } from '../../site/islands/client/portal-format.ts';
import { acceptedTypesHint } from '../../site/islands/client/upload-check.ts';
import type { ClientUploadView } from '#shared/customer-views.ts';

describe('file sizes in My Files', () => {
  it('shows whole bytes below one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Byte');
    expect(formatFileSize(1023)).toBe('1,023 Bytes');
  });

  it('shows KB, MB and GB in units of 1024 with two decimals', () => {
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(412_118)).toBe('402.46 KB');
    expect(formatFileSize(6_481_220)).toBe('6.18 MB');
    expect(formatFileSize(maxUploadBytes)).toBe('10.00 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
  });

  it('moves to the next unit when rounding would reach 1,024 of this one', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.00 MB');
    expect(formatFileSize(1024 * 1024 - 6)).toBe('1,023.99 KB');
  });

  it('keeps sizes past a terabyte in GB', () => {
    expect(formatFileSize(2 * 1024 ** 4)).toBe('2,048.00 GB');
  });
});

describe('dates of files', () => {
  it('names the day on the harbor office’s calendar', () => {
    expect(formatFacilityDay('2026-12-03T20:15:00.000Z')).toBe('Dec 3, 2026');
    // 2:30 AM UTC on the 4th is still the evening of the 3rd in Larose.
    expect(formatFacilityDay('2026-07-04T02:30:00.000Z')).toBe('Jul 3, 2026');
  });
});

describe('priority badges of messages', () => {
  it('shows none for a normal message', () => {
    expect(priorityLook({ priority: 'normal', fromAdmin: true })).toBeUndefined();
    expect(priorityLook({ priority: 'normal', fromAdmin: false })).toBeUndefined();
  });

  it('styles urgent destructive whoever sent it', () => {
    expect(priorityLook({ priority: 'urgent', fromAdmin: false })).toEqual({ label: 'Urgent', destructive: true });
    expect(priorityLook({ priority: 'urgent', fromAdmin: true })).toEqual({ label: 'Urgent', destructive: true });
  });

  it('styles high destructive only when the office sent it', () => {
    expect(priorityLook({ priority: 'high', fromAdmin: true })).toEqual({ label: 'High', destructive: true });
    expect(priorityLook({ priority: 'high', fromAdmin: false })).toEqual({ label: 'High', destructive: false });
  });

  it('shows other values by name as a plain badge', () => {
    expect(priorityLook({ priority: 'low', fromAdmin: true })).toEqual({ label: 'Low', destructive: false });
  });
});

const file = (fields: Partial<ClientUploadView>): ClientUploadView => ({
  id: 'f',
  originalName: 'a.pdf',
  fileSize: 10,
  mimeType: 'application/pdf',
  description: null,
  category: 'general',
  isProcessed: false,
  fromOffice: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  downloadUrl: '/x',
  ...fields,
});

describe('the dashboard counters', () => {
  it('counts the client’s own uploads and the processed ones, not the office’s files', () => {
    const uploads = [file({ isProcessed: true }), file({}), file({ fromOffice: true }), file({ fromOffice: true, isProcessed: true })];
    expect(uploadCounts(uploads)).toEqual({ uploads: 2, processed: 1 });
    expect(uploadCounts([])).toEqual({ uploads: 0, processed: 0 });
  });

  it('says a full list may hold more', () => {
    expect(cappedCount(3, 100)).toBe('3');
    expect(cappedCount(100, 100)).toBe('100+');
  });
});

describe('the upload form’s hint', () => {
  it('lists the types the server takes and the size limit', () => {
    expect(acceptedTypesHint(uploadExtensions.clientFile, maxUploadBytes)).toBe('PDF, DOC, DOCX, XLS, XLSX, PNG, JPG, JPEG, TXT, CSV; up to 10 MB.');
  });
});

import { describe, expect, it } from 'vitest';
import { maxUploadBytes, uploadExtensions } from '#shared/uploads.ts';
import { priorityLook } from '#site/islands/client/message-look.ts';
import { acceptedTypesHint } from '#site/islands/form/accepted-types-hint.ts';

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

describe('the upload form’s hint', () => {
  it('lists the types the server takes and the size limit', () => {
    expect(acceptedTypesHint(uploadExtensions.clientFile, maxUploadBytes)).toBe(
      'PDF, DOC, DOCX, XLS, XLSX, PNG, JPG, JPEG, TXT, CSV; up to 10 MB.',
    );
  });
});

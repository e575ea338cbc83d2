import { describe, expect, it } from 'vitest';
import type { ClientMessageView } from '#shared/customer-views.ts';
import { replaceListedMessage } from '#site/islands/client/replace-listed-message.ts';

const message = (id: string, isRead: boolean): ClientMessageView => ({
  id,
  subject: `Subject ${id}`,
  message: 'Body',
  fromAdmin: true,
  isRead,
  priority: 'normal',
  attachmentUrl: null,
  attachmentName: null,
  createdAt: '2026-11-27T15:00:00.000Z',
});

describe('a message marked read in the thread read so far', () => {
  it('is replaced on whichever page it is, every other message and page left as they were', () => {
    const listed = {
      pages: [
        { rows: [message('a', false), message('b', false)], next: '/api/client/messages?cursor=b' },
        { rows: [message('c', false)], next: undefined },
      ],
      pageParams: ['/api/client/messages?limit=25', '/api/client/messages?cursor=b'],
    };

    const replaced = replaceListedMessage(listed, message('c', true));

    expect(replaced).toEqual({
      pages: [
        { rows: [message('a', false), message('b', false)], next: '/api/client/messages?cursor=b' },
        { rows: [message('c', true)], next: undefined },
      ],
      pageParams: listed.pageParams,
    });
    expect(listed.pages[1]?.rows[0]?.isRead).toBe(false);
  });

  it('leaves a thread not read yet unread', () => {
    expect(replaceListedMessage(undefined, message('a', true))).toBeUndefined();
  });
});

import type { MouseEvent } from 'react';

/** A plain left click: one with a modifier or another button opens a link its own way (a new window, a new tab, a download). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

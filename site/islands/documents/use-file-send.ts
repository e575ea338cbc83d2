import { useRef, useState } from 'react';
import type { PostFormOptions } from '#site/islands/client/post-form-with-progress.ts';

export interface Sending {
  fileName: string;
  percent: number;
}

export const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * One file on its way with a progress bar: `send` runs the post with progress and a cancel signal,
 * `sending` is what the bar shows, `cancel` stops it (the post then rejects with an AbortError).
 */
export function useFileSend() {
  const [sending, setSending] = useState<Sending | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function send<T>(fileName: string, post: (options: PostFormOptions) => Promise<T>): Promise<T> {
    controller.current = new AbortController();
    setSending({ fileName, percent: 0 });
    try {
      return await post({
        signal: controller.current.signal,
        onProgress: ({ loaded, total }) => setSending((current) => current && { ...current, percent: Math.floor((loaded / total) * 100) }),
      });
    } finally {
      controller.current = null;
      setSending(null);
    }
  }

  return { sending, send, cancel: () => controller.current?.abort() };
}

import { ApiError } from '#shared/api-client.ts';

interface UploadProgress {
  loaded: number;
  total: number;
}

export interface PostFormOptions {
  /** Aborting it cancels the upload; the promise then rejects with an AbortError, as fetch does. */
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

const cancelled = () => new DOMException('The upload was cancelled', 'AbortError');

/**
 * POSTs a multipart form and reports how much of it has gone. fetch cannot report the progress of a
 * request body, so this one call uses XMLHttpRequest, keeping the shared client's conventions: the
 * cookies go along, the answer's JSON is the result, and a non-OK answer throws ApiError.
 */
export function postFormWithProgress<T>(path: string, form: FormData, { signal, onProgress }: PostFormOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    const finish = (settle: () => void) => {
      signal?.removeEventListener('abort', abort);
      settle();
    };

    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () =>
      finish(() => {
        const text = request.responseText;
        if (request.status < 200 || request.status >= 300) {
          reject(new ApiError(request.status, request.statusText, text));
          return;
        }
        try {
          resolve((text === '' ? undefined : JSON.parse(text)) as T);
        } catch (error) {
          reject(error);
        }
      });
    // The same error fetch raises when the network fails, so callers treat both clients alike.
    request.onerror = () => finish(() => reject(new TypeError('Failed to fetch')));
    request.onabort = () => finish(() => reject(cancelled()));
    signal?.addEventListener('abort', abort, { once: true });
    request.send(form);
  });
}

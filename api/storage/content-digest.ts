import { createHash } from 'node:crypto';

/** SHA-256 and size of content, computed while it streams through. */
export function createContentDigest() {
  const hash = createHash('sha256');
  let size = 0;
  return {
    add(chunk: Uint8Array): void {
      hash.update(chunk);
      size += chunk.byteLength;
    },
    result: () => ({ sha256: hash.digest('hex'), size }),
  };
}

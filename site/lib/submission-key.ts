/**
 * One `Idempotency-Key` per submission of a form: a retry of the same values sends the same key, so
 * the server answers the first result instead of storing twice; edited values or an accepted
 * submission start a new one.
 */
export interface SubmissionKeys {
  /** The key for sending these values. */
  keyFor(values: unknown): string;
  /** The submission was accepted: the next one, even with the same values, is a new request. */
  accepted(): void;
}

export function submissionKeys(): SubmissionKeys {
  let current: { values: string; key: string } | undefined;
  return {
    keyFor(values) {
      const sent = JSON.stringify(values);
      if (current?.values !== sent) current = { values: sent, key: crypto.randomUUID() };
      return current.key;
    },
    accepted() {
      current = undefined;
    },
  };
}

import type { $ZodIssue } from 'zod/v4/core';

/** "keywords: Too small…; costRange.high: must not be below low" — the fields an editor must fix. */
export const describeIssues = (issues: readonly $ZodIssue[]) =>
  issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

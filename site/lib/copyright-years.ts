/**
 * The footer's copyright span: the launch year alone in that year, "2025–2026" after it. Pages are
 * pre-rendered, so the current year is the build's (docs/decisions/052-copyright-year.md).
 */
export function copyrightYears(launchYear: number, currentYear: number): string {
  return currentYear > launchYear ? `${launchYear}–${currentYear}` : String(launchYear);
}

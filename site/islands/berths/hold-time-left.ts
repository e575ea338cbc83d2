const minuteMs = 60_000;

/** "42 minutes left", "1 hour 5 minutes left", "less than a minute left"; null once the hold has expired. */
export function holdTimeLeft(expiresAt: string, now: number): string | null {
  const left = Date.parse(expiresAt) - now;
  if (!(left > 0)) return null;
  if (left < minuteMs) return 'less than a minute left';
  const minutes = Math.floor(left / minuteMs);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (hours === 0) return `${plural(minutes, 'minute')} left`;
  return `${[plural(hours, 'hour'), rest > 0 ? plural(rest, 'minute') : ''].filter(Boolean).join(' ')} left`;
}

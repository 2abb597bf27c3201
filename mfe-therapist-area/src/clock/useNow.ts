// The current time, re-read every minute so "mark completed" appears once a session starts
// without a reload. Components take an optional `now` so tests can fix the clock.
import { useEffect, useState } from 'react';

export function useNow(fixed?: Date, intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [fixed, intervalMs]);
  return fixed ?? now;
}

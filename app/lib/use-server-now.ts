import { useEffect, useMemo, useState } from "react";

const REFRESH_MS = 60_000;

/**
 * The server's time, as of its answer's `now` and moved on by this browser's clock, rendered again each
 * minute: due times read against it agree with the server's `overdue` filter even when the browser's
 * clock is wrong (docs/decisions/021-matching-sends-to-leads.md).
 */
export function useServerNow(serverNow: string): Date {
  const offset = useMemo(() => Date.parse(serverNow) - Date.now(), [serverNow]);
  const [, setMinutes] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setMinutes((minutes) => minutes + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return new Date(Date.now() + offset);
}

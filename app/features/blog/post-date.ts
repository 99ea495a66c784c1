const postDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A post's date as 'Month D, YYYY' (e.g. 'March 1, 2025'). Read in UTC so the build machine's and the
 * visitor's time zones can never shift the day.
 */
export function formatPostDate(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${isoDate}`);
  return postDateFormat.format(date);
}

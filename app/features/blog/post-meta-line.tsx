import { readingTimeLabel } from "./post-summary.ts";

interface PostMetaLineProps {
  authorName: string;
  date: string;
  dateLabel: string;
  readingTime: number;
  className?: string;
}

/** Author, date and reading time, separated by quiet dots. */
export function PostMetaLine({
  authorName,
  date,
  dateLabel,
  readingTime,
  className = "",
}: PostMetaLineProps) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted ${className}`.trim()}>
      <span className="font-medium text-ink">{authorName}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={date}>{dateLabel}</time>
      <span aria-hidden="true">·</span>
      <span>{readingTimeLabel(readingTime)}</span>
    </p>
  );
}

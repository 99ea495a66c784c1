/** A grey stand-in with the card's shape, shown while a new page of posts settles in. */
export function PostCardSkeleton() {
  return (
    <div
      data-testid="post-card-skeleton"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-sand-200 motion-safe:animate-pulse"
    >
      <div className="aspect-video w-full bg-sand-200" />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="h-6 w-24 rounded-full bg-sage-100" />
        <div className="mt-1 h-6 w-11/12 rounded bg-sand-200" />
        <div className="h-6 w-2/3 rounded bg-sand-200" />
        <div className="mt-2 h-4 w-full rounded bg-sand-100" />
        <div className="h-4 w-full rounded bg-sand-100" />
        <div className="h-4 w-4/5 rounded bg-sand-100" />
        <div className="mt-auto h-4 w-3/4 rounded bg-sand-100 pt-4" />
      </div>
    </div>
  );
}

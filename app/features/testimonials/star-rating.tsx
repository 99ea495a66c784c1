import { Star } from "lucide-react";

const STARS = [1, 2, 3, 4, 5] as const;

/** A 1–5 rating drawn as stars, read out as "Rated N out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={`size-4 ${star <= rating ? "fill-clay-500 text-clay-500" : "fill-sand-200 text-sand-300"}`}
        />
      ))}
    </p>
  );
}

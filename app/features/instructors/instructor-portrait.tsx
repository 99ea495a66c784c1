import type { Instructor } from "#app/content/types.ts";

/** The portrait files are drawn at this size (public/images/instructors). */
const PORTRAIT = { width: 480, height: 400 };

interface InstructorPortraitProps {
  instructor: Instructor;
  loading?: "lazy" | "eager";
  className?: string;
}

/** The instructor's portrait on their accent colour. */
export function InstructorPortrait({ instructor, loading, className = "" }: InstructorPortraitProps) {
  return (
    <img
      src={instructor.image}
      alt={`Illustrated portrait of ${instructor.name}`}
      width={PORTRAIT.width}
      height={PORTRAIT.height}
      loading={loading}
      style={{ backgroundColor: instructor.accentColor }}
      className={`h-auto ${className}`.trim()}
    />
  );
}

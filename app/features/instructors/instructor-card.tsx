import { Award } from "lucide-react";
import type { ReactNode } from "react";
import type { Instructor } from "#app/content/types.ts";
import { BookWithButton } from "./book-with-button.tsx";
import { CertificationChips } from "./certification-chips.tsx";
import { InstructorPortrait } from "./instructor-portrait.tsx";

interface InstructorCardProps {
  instructor: Instructor;
  /** Show only the first few certifications (category pages show three). */
  maxCertifications?: number;
  /** Buttons after "Book with {first name}", such as See More and View Gallery. */
  actions?: ReactNode;
}

export function InstructorCard({ instructor, maxCertifications, actions }: InstructorCardProps) {
  const nameId = `instructor-${instructor.id}-name`;
  const certifications =
    maxCertifications === undefined
      ? instructor.certifications
      : instructor.certifications.slice(0, maxCertifications);
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-soft ring-1 ring-sand-200"
    >
      <InstructorPortrait instructor={instructor} loading="lazy" className="w-full" />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <h3 id={nameId} className="text-2xl font-semibold tracking-tight text-ink">
          {instructor.name}
        </h3>
        <p className="mt-1.5 flex items-center gap-1.5 text-sm font-semibold text-sage-700">
          <Award aria-hidden="true" className="size-4" />
          {instructor.experience} of experience
        </p>
        <CertificationChips certifications={certifications} className="mt-4" />
        <p className="mt-4 leading-relaxed text-ink-muted">{instructor.bio}</p>
        <div className="mt-auto flex flex-wrap gap-3 pt-6">
          <BookWithButton instructor={instructor} />
          {actions}
        </div>
      </div>
    </article>
  );
}

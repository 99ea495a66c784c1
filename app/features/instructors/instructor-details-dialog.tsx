import type { ComponentType, ReactElement, SVGProps } from "react";
import { InstagramIcon, LinkedInIcon } from "#app/components/layout/social.tsx";
import { DialogClose, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { Instructor } from "#app/content/types.ts";
import { BookWithButton } from "./book-with-button.tsx";
import { CertificationChips } from "./certification-chips.tsx";
import { firstName, InstructorDialog } from "./instructor-dialog.tsx";
import { InstructorPortrait } from "./instructor-portrait.tsx";

/** Typography for the studio-written HTML in `moreDetails` (headings, lists, a pull quote). */
const detailsClasses =
  "mt-6 border-t border-sand-200 pt-2 leading-relaxed text-ink-muted [&_blockquote]:mt-3 [&_blockquote]:border-l-4 [&_blockquote]:border-clay-400 [&_blockquote]:pl-4 [&_blockquote]:font-serif [&_blockquote]:text-lg [&_blockquote]:text-ink [&_blockquote]:italic [&_h3]:mt-5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-ink [&_li]:mt-1 [&_p]:mt-2 [&_ul]:mt-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:marker:text-sage-500";

const socialLinkClasses =
  "inline-flex items-center gap-2 rounded-full border border-sand-300 px-4 py-2 text-sm font-medium text-ink transition-colors duration-150 hover:border-sage-400 hover:bg-sage-50";

/** The instructor's profiles, in the order the pop-up links them. */
const socialProfiles: {
  key: keyof Instructor["socials"];
  network: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}[] = [
  { key: "instagram", network: "Instagram", Icon: InstagramIcon },
  { key: "linkedin", network: "LinkedIn", Icon: LinkedInIcon },
];

interface InstructorDetailsDialogProps {
  instructor: Instructor;
  /** The button that opens the pop-up; focus returns to it on close. */
  children: ReactElement;
}

/**
 * The See More pop-up: everything about one instructor, labelled by their name, ending with "Book with
 * {first name}". That button closes the pop-up as the lead modal opens, so only one dialog is open at a
 * time; focus comes back to See More when the lead modal closes.
 */
export function InstructorDetailsDialog({ instructor, children }: InstructorDetailsDialogProps) {
  return (
    <InstructorDialog trigger={children} className="sm:max-w-2xl">
      <div className="flex items-center gap-4 sm:gap-6">
        <InstructorPortrait
          instructor={instructor}
          className="size-24 shrink-0 rounded-2xl object-cover sm:size-32"
        />
        <div>
          <DialogTitle>{instructor.name}</DialogTitle>
          <DialogDescription className="font-semibold text-sage-700">
            {instructor.experience} of experience
          </DialogDescription>
        </div>
      </div>

      <p className="mt-6 leading-relaxed text-ink">{instructor.bio}</p>

      <dl className="mt-6 grid gap-5 rounded-xl bg-sand-50 p-5 ring-1 ring-sand-200">
        <div>
          <dt className="text-xs font-semibold tracking-widest text-sage-700 uppercase">Certifications</dt>
          <dd className="mt-2">
            <CertificationChips certifications={instructor.certifications} />
          </dd>
        </div>
        {instructor.languages ? (
          <div>
            <dt className="text-xs font-semibold tracking-widest text-sage-700 uppercase">Languages</dt>
            <dd className="mt-1 text-ink">{instructor.languages.join(", ")}</dd>
          </div>
        ) : null}
      </dl>

      <div
        className={detailsClasses}
        // Trusted HTML written by the studio in app/content, never visitor input.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: studio-authored content
        dangerouslySetInnerHTML={{ __html: instructor.moreDetails }}
      />

      <div className="mt-6 flex flex-wrap gap-3">
        {socialProfiles.map(({ key, network, Icon }) => (
          <a
            key={key}
            href={instructor.socials[key]}
            target="_blank"
            rel="noopener noreferrer"
            className={socialLinkClasses}
          >
            <Icon className="size-4" />
            {firstName(instructor)} on {network}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ))}
      </div>

      <div className="mt-8 border-t border-sand-200 pt-6">
        <DialogClose asChild>
          <BookWithButton instructor={instructor} />
        </DialogClose>
      </div>
    </InstructorDialog>
  );
}

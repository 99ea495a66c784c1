import { Images } from "lucide-react";
import { pageTitle } from "#contracts/brand";
import { CallToActionSection } from "../components/layout/call-to-action-section.tsx";
import { PageHero } from "../components/layout/page-hero.tsx";
import { Section } from "../components/layout/section.tsx";
import { Button } from "../components/ui/button.tsx";
import { galleryImageAlt, instructors } from "../content/instructors.ts";
import { TRIAL_PRICE } from "../content/trial-packs.ts";
import {
  InstructorCard,
  InstructorDetailsDialog,
  InstructorGalleryDialog,
} from "../features/instructors/index.ts";
import { BookTrialButton } from "../features/lead-capture/index.ts";
import { metaFromLoader } from "../lib/page-meta.ts";
import { pageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/our-instructors";

export const meta = metaFromLoader;

export function loader() {
  return {
    meta: pageMeta({
      title: pageTitle("Our Instructors: Certified Live Yoga Teachers"),
      description:
        "Meet Harmoni Yoga's certified instructors: their training, specialities, languages and teaching styles. Live online classes, one-on-one or in small groups.",
      path: "/our-instructors",
    }),
    profiles: instructors.map((instructor) => ({
      instructor,
      galleryImages: instructor.gallery.map((src) => ({ src, alt: galleryImageAlt(instructor, src) })),
    })),
  };
}

export default function OurInstructors({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Our instructors"
        title="Meet the teachers who will know your name"
        subtitle={`Every Harmoni Yoga instructor is certified, experienced and teaches you live. Get to know their training, specialities and styles, then start with a ${TRIAL_PRICE} trial class.`}
      >
        <BookTrialButton />
      </PageHero>
      <Section
        tone="white"
        title="Certified, caring and live with you"
        intro="Five teachers with different roots and one shared habit: they watch, listen and adjust every class to the person on the other side of the screen."
      >
        <ul className="grid gap-8 sm:grid-cols-4 lg:grid-cols-6">
          {loaderData.profiles.map(({ instructor, galleryImages }) => (
            <li
              key={instructor.id}
              className="sm:col-span-2 sm:max-lg:last:odd:col-start-2 lg:nth-4:col-start-2"
            >
              <InstructorCard
                instructor={instructor}
                actions={
                  <>
                    <InstructorDetailsDialog instructor={instructor}>
                      <Button variant="secondary">
                        See More<span className="sr-only"> about {instructor.name}</span>
                      </Button>
                    </InstructorDetailsDialog>
                    <InstructorGalleryDialog instructor={instructor} images={galleryImages}>
                      <Button variant="ghost">
                        <Images aria-hidden="true" className="size-4" />
                        View Gallery<span className="sr-only"> of {instructor.name}</span>
                      </Button>
                    </InstructorGalleryDialog>
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </Section>
      <CallToActionSection
        tone="sage"
        title="Not sure who to choose?"
        intro={`Tell us what you would like from your practice, and a yoga advisor will match you with the right teacher and a time that suits you. Your first live class is ${TRIAL_PRICE}.`}
      >
        <BookTrialButton />
      </CallToActionSection>
    </>
  );
}

import { ArrowRight, Award, HeartHandshake, Video } from "lucide-react";
import { Link } from "react-router";
import { Section } from "#app/components/layout/section.tsx";
import { buttonClasses } from "#app/components/ui/button.tsx";

export interface InstructorPortrait {
  id: string;
  name: string;
  image: string;
  experience: string;
}

const promises = [
  {
    icon: Award,
    title: "Certified and experienced",
    text: "Every instructor holds Yoga Alliance or equivalent certification, and most have specialist training in therapy, prenatal or restorative yoga.",
  },
  {
    icon: Video,
    title: "Trained to teach live online",
    text: "They read your posture through a camera, cue clearly and adjust every pose to your space and your body.",
  },
  {
    icon: HeartHandshake,
    title: "Your teacher, week after week",
    text: "You practise with the same instructor, who remembers your goals, your injuries and your progress.",
  },
];

/** Why the teachers matter, with a glimpse of who they are and a way to meet them all. */
export function ExpertInstructors({ instructors }: { instructors: InstructorPortrait[] }) {
  return (
    <Section
      eyebrow="Expert instructors"
      title="Taught by people who care"
      intro="Behind every offering is a real teacher, watching, encouraging and adapting the class to you."
      tone="sage"
    >
      <div className="grid items-start gap-12 lg:grid-cols-2">
        <ul className="space-y-6">
          {promises.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-sage-700 shadow-soft">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-ink">{title}</h3>
                <p className="mt-1 text-ink-muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="rounded-2xl bg-white p-6 shadow-soft sm:p-8">
          <ul className="grid grid-cols-2 gap-5">
            {instructors.map((instructor) => (
              <li key={instructor.id} className="text-center">
                <img
                  src={instructor.image}
                  alt={`Illustrated portrait of ${instructor.name}`}
                  width={480}
                  height={400}
                  loading="lazy"
                  className="mx-auto size-24 rounded-full bg-sand-100 object-cover sm:size-28"
                />
                <p className="mt-3 font-semibold text-ink">{instructor.name}</p>
                <p className="text-sm text-ink-muted">{instructor.experience} teaching</p>
              </li>
            ))}
          </ul>
          <Link to="/our-instructors" className={buttonClasses("primary", "md", "mt-8 w-full")}>
            Meet our instructors
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </Section>
  );
}

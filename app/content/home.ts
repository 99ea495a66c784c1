/**
 * Copy of the home page's own sections (trust strip, features, how it works, benefits). The trust strip's
 * figures come from the site's own facts; the class rating is a sample a studio replaces with its own.
 */

import type { IconName } from "./icons.ts";
import { instructors, yearsOfTeaching } from "./instructors.ts";
import { RESCHEDULE_NOTICE } from "./policy-terms.ts";
import { PROMISED_REPLY_TIME } from "./response-promise.ts";
import { TRIAL_PRICE } from "./trial-packs.ts";

export interface TrustFigure {
  value: string;
  label: string;
}

export interface IconPoint {
  icon: IconName;
  title: string;
  text: string;
}

export interface Step {
  title: string;
  text: string;
  icon: IconName;
}

/** The most students in one class: a Small Group has at most 4 (plans.ts); one-on-one has 1. */
export const MAX_CLASS_SIZE = 4;

/** The span of the day with live classes, from 6 a.m. Eastern to 10 p.m. Pacific (hours on a 24-hour clock). */
export const classDay = { firstEasternHour: 6, lastPacificHour: 22 } as const;
const PACIFIC_HOURS_BEHIND_EASTERN = 3;
export const classDayHours =
  classDay.lastPacificHour + PACIFIC_HOURS_BEHIND_EASTERN - classDay.firstEasternHour;
/** "6 a.m.", with a no-break space so the time never splits across lines. */
const clockTime = (hour: number) => `${hour % 12 || 12}\u00a0${hour < 12 ? "a.m." : "p.m."}`;

/** What the instructors' years of teaching add up to (instructors.ts), so the figure cannot drift from them. */
export const combinedTeachingYears = instructors.reduce(
  (sum, instructor) => sum + yearsOfTeaching(instructor),
  0,
);

/**
 * The block after the hero (docs/product/site-pages.md, Trust strip): figures a visitor can check against the rest of the site
 * (class size, class hours, the instructors' years), then what sets the studio apart.
 */
export const trustFigures: TrustFigure[] = [
  { value: `Up to ${MAX_CLASS_SIZE}`, label: "students in a class, or one-on-one" },
  { value: `${classDayHours} hours`, label: "of live class times a day, Eastern to Pacific" },
  {
    value: `${combinedTeachingYears} years`,
    label: `of teaching between our ${instructors.length} instructors`,
  },
  { value: "4.8 / 5", label: "average class rating" },
];

export const differentiators: IconPoint[] = [
  {
    icon: "Video",
    title: "Live, never recorded",
    text: "Your instructor sees you and cues your alignment as you move.",
  },
  {
    icon: "UserCheck",
    title: "The same teacher each week",
    text: "Your instructor knows your history and picks up where you left off.",
  },
  {
    icon: "Clock",
    title: "Built for US schedules",
    text: `Classes from ${clockTime(classDay.firstEasternHour)} Eastern to ${clockTime(classDay.lastPacificHour)} Pacific.`,
  },
  {
    icon: "ShieldCheck",
    title: "Low-risk start",
    text: `A ${TRIAL_PRICE} first class, then plans you can cancel monthly.`,
  },
];

export const features: IconPoint[] = [
  {
    icon: "Video",
    title: "Live, interactive classes",
    text: "Every session is taught in real time over video. Your instructor watches, answers your questions and adjusts the flow to how you feel today.",
  },
  {
    icon: "Award",
    title: "Certified, experienced teachers",
    text: "Our instructors hold recognised teacher-training certifications and teach therapeutic, prenatal and strength-focused yoga every week.",
  },
  {
    icon: "SlidersHorizontal",
    title: "Shaped around your body",
    text: "Stiff hips, a healing back, a busy mind or a pregnancy: each sequence starts from your health, your goals and your level.",
  },
  {
    icon: "CalendarDays",
    title: "Times that fit your week",
    text: `Early mornings, lunch breaks or late evenings across US time zones. Keep a regular slot or reschedule with ${RESCHEDULE_NOTICE}.`,
  },
  {
    icon: "House",
    title: "Practise anywhere",
    text: "Your living room, a hotel room or the garden. All you need is a mat, a screen and room to stretch your arms.",
  },
  {
    icon: "Sparkles",
    title: "A free personalised plan",
    text: "After you sign up, a short health questionnaire becomes a personal health report and yoga plan, prepared by our team for you.",
  },
];

export const howItWorks: Step[] = [
  {
    icon: "Phone",
    title: `Book your ${TRIAL_PRICE} trial`,
    text: `Leave your name and number. A yoga advisor calls you within ${PROMISED_REPLY_TIME} to learn about your goals and find a time.`,
  },
  {
    icon: "MessageCircleHeart",
    title: "Meet your instructor",
    text: "We match you with an instructor who suits your needs and schedule, and who reads your health notes before you meet.",
  },
  {
    icon: "PersonStanding",
    title: "Practise live from home",
    text: "Join on a laptop, tablet or phone. Your instructor guides, watches and adjusts, so every pose is safe for you.",
  },
  {
    icon: "CreditCard",
    title: "Choose your plan",
    text: "Enjoyed it? Pick Small Group, Individual or Family: four live sessions a week, billed monthly.",
  },
];

export const benefits: IconPoint[] = [
  {
    icon: "Clock",
    title: "No commute, more practice",
    text: "The time you would spend driving to a studio goes into your practice, so showing up four times a week is realistic.",
  },
  {
    icon: "House",
    title: "Your space, your pace",
    text: "No mirrors, no crowd. Many students feel freer to try, rest and ask questions in their own home.",
  },
  {
    icon: "Heart",
    title: "Calmer days, better sleep",
    text: "Regular breathing and movement lower stress and help you wind down, especially when evening classes fit your routine.",
  },
  {
    icon: "Leaf",
    title: "Strength and flexibility that last",
    text: "Steady, guided progress builds mobility, balance and core strength without the strain of keeping up with a big class.",
  },
  {
    icon: "Users",
    title: "Practise with the people you love",
    text: "Partners, parents and teenagers can share one Family plan, each with options that suit them.",
  },
  {
    icon: "ShieldCheck",
    title: "Safe, personal attention",
    text: "With one-on-one or groups of four at most, your instructor can see every student and adapt for injuries and conditions.",
  },
];

import type { IconName } from "./icons.ts";
import type { CategoryPath } from "./paths.ts";
import { TRIAL_PRICE } from "./trial-packs.ts";

/**
 * Copy for the six category landing pages. Each page also shows the offering group whose linkPath is its
 * path (offerings.ts), two instructors and the shared FAQ and pricing blocks.
 */

export interface CategoryStat {
  value: string;
  label: string;
}

/** One stage of the visitor's story, from the struggle through the turning point to the transformation. */
export interface JourneyStep {
  title: string;
  text: string;
}

export interface MethodPillar {
  icon: IconName;
  title: string;
  text: string;
}

export interface CategoryLanding {
  path: CategoryPath;
  /** Page title for the browser tab and search results, before " | Harmoni Yoga". */
  metaTitle: string;
  metaDescription: string;
  title: string;
  subtitle: string;
  description: string;
  heroImage: string;
  heroImageAlt: string;
  stats: [CategoryStat, CategoryStat];
  journeyHeading: string;
  /** The struggle, the turning point, the transformation. */
  journey: [JourneyStep, JourneyStep, JourneyStep];
  methodHeading: string;
  methodIntro: string;
  method: [MethodPillar, MethodPillar, MethodPillar];
  /** Two of the instructors' ids (instructors.ts). */
  instructorIds: [string, string];
}

const IMAGES = "/images/categories";

export const categories: CategoryLanding[] = [
  {
    path: "/pain-relief-recovery",
    metaTitle: "Yoga for Back Pain, Joint Pain and Injury Recovery",
    metaDescription: `Live, one-on-one therapeutic yoga online for back, neck and joint pain. Gentle classes adapted to your body by certified instructors. First class ${TRIAL_PRICE}.`,
    title: "Move without pain again",
    subtitle: "Pain Relief & Recovery",
    description:
      "Live, gentle yoga adapted to your back, neck or joints. Your instructor learns your history, watches you move and builds every class around what your body can do today.",
    heroImage: `${IMAGES}/pain-relief-recovery.svg`,
    heroImageAlt: "A student lies on her mat with her calves resting on a chair, easing her lower back.",
    stats: [
      { value: "1-on-1", label: "classes shaped around your pain and history" },
      { value: TRIAL_PRICE, label: "for your first therapeutic class" },
    ],
    journeyHeading: "From aching mornings to easy movement",
    journey: [
      {
        title: "The struggle",
        text: "Getting out of bed hurts. You avoid bending, skip walks and wonder whether the ache will ever leave. Exercise videos feel risky because nobody checks what you are doing.",
      },
      {
        title: "The turning point",
        text: "A certified instructor asks about your pain, then guides you live through small, safe movements, adjusting each one on camera until it feels right.",
      },
      {
        title: "The transformation",
        text: "Week by week your range returns. You know a short routine that eases flare-ups, and you get back to the walks, gardening and games you missed.",
      },
    ],
    methodHeading: "How we ease pain, safely",
    methodIntro: "Three principles guide every therapeutic class we teach.",
    method: [
      {
        icon: "Stethoscope",
        title: "Assess first",
        text: "A short consultation covers your history, what hurts and what you want to return to, before you move at all.",
      },
      {
        icon: "Activity",
        title: "Adapt every pose",
        text: "Chairs, cushions and the wall make each pose pain-free; your instructor changes the plan as you improve.",
      },
      {
        icon: "Repeat",
        title: "Build a home routine",
        text: "You leave with ten minutes of movements you understand, so progress continues between classes.",
      },
    ],
    instructorIds: ["ananya-iyer", "kenji-watanabe"],
  },
  {
    path: "/fitness-flexibility",
    metaTitle: "Online Yoga for Strength, Fitness and Flexibility",
    metaDescription: `Build strength, stamina and flexibility with live online yoga: Foundational and Power Yoga with certified instructors who correct you in real time. First class ${TRIAL_PRICE}.`,
    title: "Stronger, suppler, steadier",
    subtitle: "Fitness & Flexibility",
    description:
      "From your first downward dog to a strong, sweaty flow: live classes that build real strength and mobility, with a teacher who corrects your form as you go.",
    heroImage: `${IMAGES}/fitness-flexibility.svg`,
    heroImageAlt: "A student holds a confident warrior II pose on her mat in a park, arms stretched wide.",
    stats: [
      { value: "4 classes", label: "a week on every monthly plan" },
      { value: "Up to 4", label: "students per small group, so your form gets checked" },
    ],
    journeyHeading: "From stiff and stuck to strong and free",
    journey: [
      {
        title: "The struggle",
        text: "Your hamstrings are tight, your back complains after workouts and app routines never quite stick. You are not sure your form is right, so you hold back.",
      },
      {
        title: "The turning point",
        text: "Live classes with a teacher who sees you: clear cues, smart modifications and a little encouragement exactly when you need it.",
      },
      {
        title: "The transformation",
        text: "You move with ease, lift with a stronger core and look forward to class. Flexibility arrives without forcing, and so does the confidence.",
      },
    ],
    methodHeading: "How we build lasting fitness",
    methodIntro: "Progress that lasts comes from good form, the right challenge and a steady rhythm.",
    method: [
      {
        icon: "Eye",
        title: "Form you can trust",
        text: "Your instructor watches your camera and fine-tunes alignment, so every pose works the right muscles.",
      },
      {
        icon: "TrendingUp",
        title: "Progressive challenge",
        text: "Options in every pose let you work at your edge today and go a little further next week.",
      },
      {
        icon: "CalendarCheck",
        title: "A rhythm that sticks",
        text: "Four live classes a week at fixed times build the habit that apps and willpower alone rarely do.",
      },
    ],
    instructorIds: ["marcus-bell", "kenji-watanabe"],
  },
  {
    path: "/stress-burnout",
    metaTitle: "Yoga for Stress, Anxiety and Burnout Recovery",
    metaDescription: `Restorative yoga, breathwork and Yoga Nidra online to calm stress, ease anxiety and sleep better. Live classes with caring, certified instructors. First class ${TRIAL_PRICE}.`,
    title: "Find your calm again",
    subtitle: "Stress & Burnout",
    description:
      "Slow, supported yoga and simple breathing that switch off the stress response. Live classes that give your busy mind somewhere quiet to land.",
    heroImage: `${IMAGES}/stress-burnout.svg`,
    heroImageAlt:
      "A student rests on her back, knees supported by a bolster, under a crescent moon in the window.",
    stats: [
      { value: "10 min", label: "breathing practice you can use anywhere" },
      { value: "Evenings", label: "live classes timed for winding down after work" },
    ],
    journeyHeading: "From running on empty to feeling like yourself",
    journey: [
      {
        title: "The struggle",
        text: "Your mind races at night, your shoulders live near your ears and rest never feels like rest. Even your days off leave you tired.",
      },
      {
        title: "The turning point",
        text: "A calm voice guides you into comfortable, supported poses and slow breathing. For an hour, nothing is asked of you but to rest.",
      },
      {
        title: "The transformation",
        text: "You sleep more deeply, react more slowly to stress and know a breath practice that works in a hard moment. Energy returns.",
      },
    ],
    methodHeading: "How we help you recover",
    methodIntro: "Calm is a skill. We teach it in three simple layers.",
    method: [
      {
        icon: "Wind",
        title: "Breath first",
        text: "Slow, extended exhales tell your nervous system it is safe; you learn the technique in your first class.",
      },
      {
        icon: "BedDouble",
        title: "Supported rest",
        text: "Restorative poses and Yoga Nidra give your body the deep rest that ordinary sleep is missing.",
      },
      {
        icon: "Brain",
        title: "Everyday calm",
        text: "Short practices for your desk, your commute and your bedtime turn relief into a daily habit.",
      },
    ],
    instructorIds: ["sofia-alvarez", "ananya-iyer"],
  },
  {
    path: "/womens-health",
    metaTitle: "Yoga for Women's Health: Prenatal, Postnatal and Hormonal Balance",
    metaDescription: `Live online yoga for women: prenatal and postnatal classes, hormonal balance, menopause and pelvic floor support, with specialist instructors. First class ${TRIAL_PRICE}.`,
    title: "Yoga for every season of your life",
    subtitle: "Women's Health",
    description:
      "Specialist instructors for pregnancy, new motherhood, hormonal health and menopause. Private or small-group classes that respect where your body is right now.",
    heroImage: `${IMAGES}/womens-health.svg`,
    heroImageAlt:
      "An expecting mother sits comfortably on her mat with a hand on her belly, between pots of flowers.",
    stats: [
      { value: "Specialist", label: "prenatal-certified teachers for pregnancy and postnatal classes" },
      { value: "Private", label: "or small-group classes, as you prefer" },
    ],
    journeyHeading: "From uncertain to cared for",
    journey: [
      {
        title: "The struggle",
        text: "Your body is changing and generic workouts do not fit. You are unsure what is safe, and there is no time to travel to a studio.",
      },
      {
        title: "The turning point",
        text: "A specialist instructor who understands your stage of life adapts every pose, answers your questions and meets you at home.",
      },
      {
        title: "The transformation",
        text: "You feel strong, informed and looked after: less ache, better sleep and hours each week that are truly yours.",
      },
    ],
    methodHeading: "How we care for you",
    methodIntro: "Women's health classes follow three commitments.",
    method: [
      {
        icon: "ShieldCheck",
        title: "Safety by stage",
        text: "Every pose is chosen for your trimester, recovery or cycle, and anything unsuitable is left out.",
      },
      {
        icon: "Flower2",
        title: "Whole-body care",
        text: "Strength, pelvic floor, breath and rest work together, because hormones affect all of them.",
      },
      {
        icon: "MessagesSquare",
        title: "Room for questions",
        text: "Small classes and private sessions leave time to talk through what you are feeling, without judgement.",
      },
    ],
    instructorIds: ["ananya-iyer", "sofia-alvarez"],
  },
  {
    path: "/wellness-programs",
    metaTitle: "Structured Online Yoga Wellness Programs",
    metaDescription: `Goal-based online yoga programs with live classes and weekly check-ins: a beginner's foundation, a 21-day stress reset, healthy weight and heart health. First class ${TRIAL_PRICE}.`,
    title: "A clear plan for real results",
    subtitle: "Wellness Programs",
    description:
      "Structured programs with a goal, a schedule and an instructor who checks in every week. For people who do best with a plan and someone in their corner.",
    heroImage: `${IMAGES}/wellness-programs.svg`,
    heroImageAlt: "A student sits on her mat beside a weekly practice calendar and a water bottle.",
    stats: [
      { value: "3 to 12", label: "weeks per program, at your pace" },
      { value: "Weekly", label: "check-ins with your own instructor" },
    ],
    journeyHeading: "From good intentions to lasting habits",
    journey: [
      {
        title: "The struggle",
        text: "You have started wellness plans before. Motivation fades by week two, and without feedback it is hard to know whether anything is working.",
      },
      {
        title: "The turning point",
        text: "A program with a clear goal, live classes at fixed times and an instructor who notices when you miss one and helps you back on track.",
      },
      {
        title: "The transformation",
        text: "You finish what you start. The results are measurable, and the habits stay long after the program ends.",
      },
    ],
    methodHeading: "How our programs work",
    methodIntro: "Every program rests on the same three pillars.",
    method: [
      {
        icon: "Target",
        title: "A clear goal",
        text: "We agree on one goal in your first consultation and shape every class around reaching it.",
      },
      {
        icon: "ClipboardList",
        title: "A weekly plan",
        text: "Live classes plus short home practices, scheduled in advance so the plan fits your real week.",
      },
      {
        icon: "UserCheck",
        title: "Accountability",
        text: "Your instructor checks in every week, tracks your progress and adjusts the plan when life happens.",
      },
    ],
    instructorIds: ["marcus-bell", "sofia-alvarez"],
  },
  {
    path: "/daily-rituals",
    metaTitle: "Daily Yoga Rituals: Morning, Desk Break and Evening Practice",
    metaDescription: `Short live yoga rituals that fit your day: an energising morning flow, a midday desk reset and a calming evening wind-down. Certified instructors. First class ${TRIAL_PRICE}.`,
    title: "Small rituals, big changes",
    subtitle: "Daily Rituals",
    description:
      "Short, live practices that fit around work and family: wake up with energy, reset at your desk and wind down before bed.",
    heroImage: `${IMAGES}/daily-rituals.svg`,
    heroImageAlt: "A student balances in tree pose, arms overhead, beside a window as the morning sun rises.",
    stats: [
      { value: "20 min", label: "is all a daily ritual takes" },
      { value: "6 a.m.", label: "earliest live class, Eastern Time" },
    ],
    journeyHeading: "From rushed days to rhythm",
    journey: [
      {
        title: "The struggle",
        text: "Days blur together: coffee, screens, more screens, then bed. You know movement would help, but there is never a spare hour.",
      },
      {
        title: "The turning point",
        text: "Twenty minutes, live, at the same time on each of your practice days. A teacher who greets you by name turns a good intention into an appointment.",
      },
      {
        title: "The transformation",
        text: "Mornings feel brighter, afternoons less stiff, evenings calmer. The ritual becomes the part of the day you protect.",
      },
    ],
    methodHeading: "How rituals take root",
    methodIntro: "Habits form when practice is short, regular and pleasant.",
    method: [
      {
        icon: "Timer",
        title: "Short by design",
        text: "Twenty-minute sessions fit before work, over lunch or after the children are asleep.",
      },
      {
        icon: "Clock",
        title: "Same time, same days",
        text: "A fixed, live slot anchors the habit far better than a video you can always put off.",
      },
      {
        icon: "Smile",
        title: "Feels good today",
        text: "Every ritual ends with you feeling better than you started, which is what brings you back next time.",
      },
    ],
    instructorIds: ["sofia-alvarez", "marcus-bell"],
  },
];

export function categoryForPath(path: string): CategoryLanding | undefined {
  return categories.find((category) => category.path === path);
}

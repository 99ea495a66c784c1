import type { IconName } from "./icons.ts";
import { TRIAL_PRICE } from "./trial-packs.ts";
import type { OfferingGroup, OfferingTile } from "./types.ts";

/**
 * The studio's offerings: six groups, each backing one category landing page (docs/product/site-pages.md, Offering groups), in the
 * order the home tabs show them. Tiles with a slug have a detail page at /offerings/{slug}; a tile may sit
 * in more than one group, and lookups search every group.
 */

const IMAGES = "/images/offerings";

/** The button every offering's content ends with; the lead modal's delegated listener picks up the class. */
const bookButton = (label: string, offering: string) =>
  `<button type="button" class="lead-modal-btn" data-lead-offering="${offering.replaceAll("&", "&amp;")}">${label}</button>`;

const foundationalYoga: OfferingTile = {
  slug: "foundational-yoga",
  facts: { minutes: 55, level: "Beginners welcome", format: "one-to-one-or-group" },
  title: "Foundational Yoga",
  desc: "Learn the core poses, breathing and alignment at your own pace, with a teacher who corrects you live.",
  cta: "Explore Foundational Yoga",
  icon: "Sprout",
  imageUrl: `${IMAGES}/foundational-yoga.svg`,
  content: `
<p>Foundational Yoga is where most of our students begin, and where many of them come back to. In a calm,
unhurried class your instructor teaches the handful of poses that every other style is built on: how to stand,
fold, lunge, twist and rest, and how to breathe while you do it. Nothing is assumed. Every pose has a simpler
version and a prop to help it.</p>
<h2>Who it is for</h2>
<ul>
  <li>Complete beginners who feel they are "not flexible enough" for yoga (nobody is, at first).</li>
  <li>People returning after an injury, a pregnancy or a long break who want to rebuild with care.</li>
  <li>Anyone who has followed videos at home and wants a real person to check their alignment.</li>
</ul>
<h2>What a session looks like</h2>
<ol>
  <li><strong>Check-in (5 minutes):</strong> how you slept, how your body feels today, anything to avoid.</li>
  <li><strong>Breath and warm-up (10 minutes):</strong> simple breathing to settle, then gentle joint mobility.</li>
  <li><strong>Learning the poses (30 minutes):</strong> two or three key poses, taught step by step, with your
  instructor watching your camera and adjusting your setup.</li>
  <li><strong>Rest (10 minutes):</strong> a guided relaxation so you finish calmer than you started.</li>
</ol>
<h2>Benefits you can expect</h2>
<ul>
  <li>Confidence on the mat, and the vocabulary to join any class later.</li>
  <li>Better posture and less stiffness from long days of sitting.</li>
  <li>A breathing habit you can use anywhere, from the office to the dentist's chair.</li>
  <li>Steady, safe progress, because your teacher sees what a video never can.</li>
</ul>
<p>All you need is a mat (a folded blanket works), a cushion or two, and a laptop or phone with a camera.</p>
<p>${bookButton(`Book your ${TRIAL_PRICE} Foundational Yoga class`, "Foundational Yoga")}</p>`,
};

const powerYoga: OfferingTile = {
  slug: "power-yoga",
  facts: { minutes: 50, level: "For students who know the basics", format: "one-to-one-or-group" },
  title: "Power Yoga",
  desc: "Strong, flowing sequences that build strength, stamina and focus, paced live to your level.",
  cta: "Explore Power Yoga",
  icon: "Flame",
  imageUrl: `${IMAGES}/power-yoga.svg`,
  content: `
<p>Power Yoga links poses into a continuous, breath-led flow that raises your heart rate and works every major
muscle group. It is a full workout that still leaves you clear-headed. Because your class is live, your instructor
sets the pace to your fitness today, adds a challenge when you are ready and pulls back when you need it.</p>
<h2>Who it is for</h2>
<ul>
  <li>Runners, cyclists and gym-goers who want strength, mobility and recovery in one session.</li>
  <li>Students who know the basic poses and are ready for more heat and more flow.</li>
  <li>Busy people who want a workout and a mental reset in under an hour.</li>
</ul>
<h2>What a session looks like</h2>
<ol>
  <li><strong>Breath and activation (8 minutes):</strong> ujjayi breathing and core work to wake the body up.</li>
  <li><strong>Sun salutations (12 minutes):</strong> building rounds that warm you from the inside out.</li>
  <li><strong>Standing and balance flow (20 minutes):</strong> lunges, warriors and balances linked on the breath,
  with options to make each one harder or gentler.</li>
  <li><strong>Cool-down (10 minutes):</strong> hip and hamstring stretches, then a short rest.</li>
</ol>
<h2>Benefits you can expect</h2>
<ul>
  <li>Functional strength in your legs, core, shoulders and back.</li>
  <li>Better stamina and a steadier heart rate under effort.</li>
  <li>Mobility that protects your joints in other sports.</li>
  <li>Focus: it is hard to worry about email while you hold a balance.</li>
</ul>
<p>${bookButton(`Try a Power Yoga class for ${TRIAL_PRICE}`, "Power Yoga")}</p>`,
};

const restorativeYoga: OfferingTile = {
  slug: "restorative-yoga",
  facts: { minutes: 50, level: "All levels", format: "one-to-one-or-group" },
  title: "Restorative Yoga",
  desc: "Slow, supported poses and guided breathing that switch off the stress response and help you sleep.",
  cta: "Explore Restorative Yoga",
  icon: "Moon",
  imageUrl: `${IMAGES}/restorative-yoga.svg`,
  content: `
<p>Restorative Yoga is the antidote to a life lived at full speed. You hold a few deeply comfortable poses for
several minutes each, fully supported by cushions, blankets and a wall, while your instructor guides your breath
and attention. Nothing is forced. Your nervous system gets the message that it is safe to let go.</p>
<h2>Who it is for</h2>
<ul>
  <li>Anyone feeling stressed, anxious, wired or close to burnout.</li>
  <li>People who sleep badly or wake at 3 a.m. with a racing mind.</li>
  <li>Those recovering from illness or surgery, or living with chronic fatigue.</li>
  <li>Athletes and Power Yoga students who need a real recovery day.</li>
</ul>
<h2>What a session looks like</h2>
<ol>
  <li><strong>Settling (5 minutes):</strong> your instructor helps you build a nest of cushions at home.</li>
  <li><strong>Supported poses (35 minutes):</strong> four or five long holds, such as a supported child's pose,
  a gentle twist and legs up the wall, each with a simple breathing practice.</li>
  <li><strong>Yoga Nidra (10 minutes):</strong> a guided, lying-down relaxation that many students say is the best
  rest of their week.</li>
</ol>
<h2>Benefits you can expect</h2>
<ul>
  <li>A calmer mind and a lower sense of everyday stress.</li>
  <li>Easier sleep, and sleep that feels more restful.</li>
  <li>Release of tension in the jaw, neck, shoulders and lower back.</li>
  <li>Tools you can use alone on a hard day: one pose and five slow breaths.</li>
</ul>
<p>${bookButton("Book a Restorative Yoga trial class", "Restorative Yoga")}</p>`,
};

const therapeuticYoga: OfferingTile = {
  slug: "therapeutic-yoga",
  facts: { minutes: 55, level: "Gentle, adapted to your condition", format: "one-to-one" },
  title: "Therapeutic Yoga",
  desc: "One-on-one yoga adapted to back pain, stiff joints or an old injury, built around your body's needs.",
  cta: "Explore Therapeutic Yoga",
  icon: "HeartPulse",
  imageUrl: `${IMAGES}/therapeutic-yoga.svg`,
  content: `
<p>Therapeutic Yoga uses gentle movement, breath and rest to ease pain and restore function. Before your first
class, your instructor asks about your health history, what hurts and what you want to get back to doing. Each
session is then built for you: the right poses, the right props and a pace your body agrees with.</p>
<h2>Who it is for</h2>
<ul>
  <li>People living with lower back, neck or shoulder pain.</li>
  <li>Those with stiff or arthritic knees and hips who want to keep moving safely.</li>
  <li>Desk workers with posture-related aches and tension headaches.</li>
  <li>Anyone cleared by their doctor or physiotherapist for gentle exercise after an injury.</li>
</ul>
<h2>What a session looks like</h2>
<ol>
  <li><strong>Check-in (5 minutes):</strong> pain levels, sleep and anything that changed since last time.</li>
  <li><strong>Gentle mobility (15 minutes):</strong> small, pain-free movements for the spine and joints.</li>
  <li><strong>Targeted practice (25 minutes):</strong> a few poses chosen for your condition, often on a chair or
  against a wall, with your instructor adjusting every detail on camera.</li>
  <li><strong>Breath and relaxation (10 minutes):</strong> to calm the nervous system, which turns pain down.</li>
</ol>
<h2>Benefits you can expect</h2>
<ul>
  <li>Less pain and stiffness, and more range of movement week by week.</li>
  <li>Stronger support muscles around the spine, hips and shoulders.</li>
  <li>A short home routine you understand and trust.</li>
  <li>More confidence to walk, lift, garden and play again.</li>
</ul>
<p>Therapeutic Yoga complements medical care; it does not replace it. Tell your instructor about any diagnosis
or recent surgery.</p>
<p>${bookButton("Book a free consultation", "Therapeutic Yoga")}</p>`,
};

const prenatalPostnatalYoga: OfferingTile = {
  slug: "prenatal-postnatal-yoga",
  facts: { minutes: 50, level: "Pregnancy and after birth", format: "one-to-one-or-group" },
  title: "Prenatal & Postnatal Yoga",
  desc: "Safe, nurturing yoga for every trimester and for the months after birth, taught by specialist teachers.",
  cta: "Explore Prenatal & Postnatal Yoga",
  icon: "Baby",
  imageUrl: `${IMAGES}/prenatal-postnatal-yoga.svg`,
  content: `
<p>Pregnancy and the months after birth change your body quickly. Our prenatal and postnatal classes are taught by
instructors with specialist training, who adapt every pose to your trimester or your recovery, and who know which
movements to leave out. Classes are live and small, so there is room for your questions.</p>
<h2>Who it is for</h2>
<ul>
  <li>Expecting mothers from the second trimester (and the first, with your doctor's approval).</li>
  <li>New mothers from six weeks after a vaginal birth, or after your doctor's check following a caesarean.</li>
  <li>Anyone who wants to prepare for labour with breath and relaxation skills.</li>
</ul>
<h2>What a session looks like</h2>
<ol>
  <li><strong>Check-in (5 minutes):</strong> how you and the baby are doing, and what your body asks for today.</li>
  <li><strong>Breath (10 minutes):</strong> calming breathing you can use in labour and on sleepless nights.</li>
  <li><strong>Gentle strength and stretch (25 minutes):</strong> hips, legs, back and pelvic floor, with cushions,
  a chair and the wall for support.</li>
  <li><strong>Rest (10 minutes):</strong> side-lying relaxation in pregnancy; in postnatal classes, your baby is
  welcome on the mat beside you.</li>
</ol>
<h2>Benefits you can expect</h2>
<ul>
  <li>Relief from pregnancy back ache, swelling and poor sleep.</li>
  <li>A stronger pelvic floor and a gentle, safe return to core strength after birth.</li>
  <li>Breathing and positions that help you feel prepared for labour.</li>
  <li>Time that is just for you, with a teacher who understands this season of life.</li>
</ul>
<p>${bookButton("Talk to a prenatal specialist", "Prenatal & Postnatal Yoga")}</p>`,
};

/** A tile without a detail page: it opens the lead modal, so it carries no content of its own. */
function bookingTile(title: string, desc: string, icon: IconName, imageUrl: string): OfferingTile {
  return { slug: "", title, desc, cta: "Book a trial class", icon, imageUrl, content: "" };
}

const groupImage = (key: string) => `${IMAGES}/${key}.svg`;

export const offeringGroups: OfferingGroup[] = [
  {
    key: "pain",
    label: "Pain Relief & Recovery",
    linkPath: "/pain-relief-recovery",
    desc: "Gentle, adapted classes for back, neck and joint pain, and a steady way back after injury.",
    imageUrl: groupImage("pain"),
    tiles: [
      therapeuticYoga,
      bookingTile(
        "Lower Back Care",
        "Slow mobility and core support for an aching lower back, with a chair nearby if you need it.",
        "Activity",
        groupImage("pain"),
      ),
      bookingTile(
        "Neck & Shoulder Release",
        "Ease the tension that desk days and phone screens leave in your neck and upper back.",
        "Feather",
        groupImage("pain"),
      ),
      bookingTile(
        "Joint-Friendly Yoga",
        "Kind movement for stiff knees, hips and wrists, including arthritis, with plenty of props.",
        "Bone",
        groupImage("pain"),
      ),
    ],
  },
  {
    key: "practices",
    label: "Fitness & Flexibility",
    linkPath: "/fitness-flexibility",
    desc: "Build strength, stamina and suppleness, from your very first pose to a strong, sweaty flow.",
    imageUrl: groupImage("practices"),
    tiles: [
      foundationalYoga,
      powerYoga,
      bookingTile(
        "Flexibility & Mobility",
        "Hips, hamstrings and shoulders, opened patiently so you can touch your toes without forcing.",
        "StretchHorizontal",
        groupImage("practices"),
      ),
      bookingTile(
        "Core & Balance",
        "A strong centre and steady balance, for a healthier back and more confident movement.",
        "Target",
        groupImage("practices"),
      ),
    ],
  },
  {
    key: "healing",
    label: "Stress & Burnout",
    linkPath: "/stress-burnout",
    desc: "Calm a busy mind, sleep more deeply and recover your energy with slow, supported practice.",
    imageUrl: groupImage("healing"),
    tiles: [
      restorativeYoga,
      bookingTile(
        "Breathwork for Anxiety",
        "Simple breathing techniques that steady your heart rate and quiet an anxious mind.",
        "Wind",
        groupImage("healing"),
      ),
      bookingTile(
        "Yoga Nidra for Sleep",
        "A guided, lying-down relaxation that helps you fall asleep and stay asleep.",
        "BedDouble",
        groupImage("healing"),
      ),
      bookingTile(
        "Mindful Meditation",
        "Short, practical meditation for people who think they cannot meditate.",
        "Brain",
        groupImage("healing"),
      ),
    ],
  },
  {
    key: "wellness",
    label: "Women's Health",
    linkPath: "/womens-health",
    desc: "Yoga for every stage of a woman's life: pregnancy, new motherhood, hormonal health and menopause.",
    imageUrl: groupImage("wellness"),
    tiles: [
      prenatalPostnatalYoga,
      bookingTile(
        "Hormonal Balance",
        "Supportive practice for PCOS, thyroid conditions and painful or irregular cycles.",
        "Flower2",
        groupImage("wellness"),
      ),
      bookingTile(
        "Menopause Support",
        "Cooling breath, strength for your bones and rest for your nerves through perimenopause and beyond.",
        "Leaf",
        groupImage("wellness"),
      ),
      bookingTile(
        "Pelvic Floor Strength",
        "Gentle, private guidance to rebuild pelvic floor and deep core strength at any age.",
        "HandHeart",
        groupImage("wellness"),
      ),
    ],
  },
  {
    key: "courses",
    label: "Wellness Programs",
    linkPath: "/wellness-programs",
    desc: "Structured programs with clear goals and weekly check-ins, from a beginner's month to lasting health habits.",
    imageUrl: groupImage("courses"),
    tiles: [
      foundationalYoga,
      bookingTile(
        "21-Day Stress Reset",
        "Three weeks of short daily practices and weekly live classes to bring your stress levels down.",
        "CalendarCheck",
        groupImage("courses"),
      ),
      bookingTile(
        "Healthy Weight Program",
        "Active yoga, mindful habits and steady accountability for sustainable weight management.",
        "Scale",
        groupImage("courses"),
      ),
      bookingTile(
        "Heart & Blood Sugar Care",
        "Gentle yoga and breathing that support healthy blood pressure and blood sugar, alongside your doctor's care.",
        "Heart",
        groupImage("courses"),
      ),
    ],
  },
  {
    key: "rituals",
    label: "Daily Rituals",
    linkPath: "/daily-rituals",
    desc: "Short practices that fit around your day: an energising morning, a desk reset, a peaceful evening.",
    imageUrl: groupImage("rituals"),
    tiles: [
      bookingTile(
        "Morning Energiser",
        "Twenty minutes of flowing movement and breath to start the day awake and in a good mood.",
        "Sunrise",
        groupImage("rituals"),
      ),
      bookingTile(
        "Midday Desk Reset",
        "A quick stretch and breathing break you can do in work clothes, right beside your desk.",
        "Coffee",
        groupImage("rituals"),
      ),
      bookingTile(
        "Evening Wind-Down",
        "Slow stretches and calming breath that help you leave the day behind before bed.",
        "Sunset",
        groupImage("rituals"),
      ),
    ],
  },
];

/**
 * Descriptions of the offering illustrations, keyed by image path. The content types keep images as plain
 * paths (a studio swaps in photos), so the words for people who cannot see them live here.
 */
const imageAlts: Record<string, string> = {
  [groupImage("pain")]:
    "A student rounds her back in cat pose on her mat, part of a gentle cat and cow flow, beside a house plant.",
  [groupImage("practices")]:
    "A student holds a strong warrior II pose on her mat, arms stretched wide, a water bottle beside the mat.",
  [groupImage("healing")]:
    "A student rests on her back with a bolster under her knees, a crescent moon in the window and candles lit beside her.",
  [groupImage("wellness")]:
    "An expecting mother sits cross-legged on her mat between pots of flowers, a hand on her belly.",
  [groupImage("courses")]:
    "A student sits cross-legged on her mat below a wall calendar with a week of practice ticked off, a cup of tea beside her.",
  [groupImage("rituals")]:
    "A student balances in tree pose, palms together overhead, by a window as the sun rises.",
  [foundationalYoga.imageUrl]:
    "A beginner sits cross-legged on her mat, following a live class on a laptop beside her.",
  [powerYoga.imageUrl]: "A student reaches both arms overhead in a strong high lunge on her mat.",
  [restorativeYoga.imageUrl]:
    "A student lies on her mat with her legs resting up the wall, candles lit in the quiet of the evening.",
  [therapeuticYoga.imageUrl]:
    "A student lies on her mat with her calves resting on a chair, easing her lower back.",
  [prenatalPostnatalYoga.imageUrl]:
    "An expecting mother sits calmly on two stacked cushions, a hand resting on her belly, flowers beside her.",
};

/** The alt text for an offering illustration. */
export function offeringImageAlt(imageUrl: string): string {
  const alt = imageAlts[imageUrl];
  if (alt === undefined) throw new Error(`No description for offering image ${imageUrl}`);
  return alt;
}

/** The tile with this slug in any group; empty slugs never match. */
export function findTileBySlug(slug: string): OfferingTile | undefined {
  if (slug === "") return undefined;
  for (const group of offeringGroups) {
    const tile = group.tiles.find((candidate) => candidate.slug === slug);
    if (tile) return tile;
  }
  return undefined;
}

/** The group behind a category landing page, e.g. "/stress-burnout". */
export function groupForPath(path: string): OfferingGroup | undefined {
  return offeringGroups.find((group) => group.linkPath === path);
}

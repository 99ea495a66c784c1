import type { Instructor } from "./types.ts";

/**
 * The studio's instructors (sample people, docs/product/site-pages.md, Sample content). Portraits and gallery scenes are original
 * illustrations; a studio swaps in real photos by changing the paths. Category pages pick two of the
 * first four by id, so ids are stable kebab-case names.
 */

const portrait = (id: string) => `/images/instructors/${id}.svg`;
const galleryImage = (id: string, scene: string) => `/images/instructors/gallery/${id}-${scene}.svg`;

export const instructors: Instructor[] = [
  {
    id: "ananya-iyer",
    name: "Ananya Iyer",
    image: portrait("ananya-iyer"),
    accentColor: "var(--color-sage-100)",
    bio: "Ananya grew up practising with her grandmother in Chennai and has taught therapeutic and prenatal yoga for over a decade. She builds every class around the body in front of her, whether that is a stiff lower back or a third trimester.",
    experience: "12 years",
    certifications: [
      "E-RYT 500 (Yoga Alliance)",
      "Yoga Therapy (C-IAYT)",
      "Prenatal Yoga (RPYT)",
      "Trauma-Informed Yoga",
      "Ayurveda Wellness Counselor",
    ],
    languages: ["English", "Hindi", "Tamil"],
    socials: {
      instagram: "https://instagram.example.com/ananya.iyer.yoga",
      linkedin: "https://linkedin.example.com/in/ananya-iyer",
    },
    moreDetails: `<h3>Teaching style</h3>
<p>Slow, precise and kind. Ananya teaches classical hatha with a therapist's eye: she watches how you breathe before she asks you to move, and she offers a prop or a variation before you need to ask.</p>
<h3>Specialities</h3>
<ul>
<li>Lower back and neck pain from long hours at a desk</li>
<li>Prenatal and postnatal practice, from the first trimester to the months after birth</li>
<li>Breathwork for anxiety and better sleep</li>
</ul>
<h3>In her words</h3>
<blockquote><p>“Yoga is not about touching your toes. It is about what you learn on the way down.”</p></blockquote>`,
    gallery: [
      galleryImage("ananya-iyer", "live-class"),
      galleryImage("ananya-iyer", "tree-pose"),
      galleryImage("ananya-iyer", "sunrise"),
      galleryImage("ananya-iyer", "props"),
    ],
  },
  {
    id: "marcus-bell",
    name: "Marcus Bell",
    image: portrait("marcus-bell"),
    accentColor: "var(--color-sand-200)",
    bio: "A former college sprinter, Marcus came to yoga to fix his hamstrings and stayed for the calm. His strong, playful vinyasa classes help runners, lifters and desk workers build strength and mobility without pain.",
    experience: "9 years",
    certifications: [
      "RYT-500 (Yoga Alliance)",
      "Yoga for Athletes (YFA)",
      "NASM Certified Personal Trainer",
      "Functional Range Conditioning (FRCms)",
    ],
    socials: {
      instagram: "https://instagram.example.com/marcusbell.moves",
      linkedin: "https://linkedin.example.com/in/marcus-bell-yoga",
    },
    moreDetails: `<h3>Teaching style</h3>
<p>Upbeat and clear. Marcus links breath to movement in flowing sequences, counts you through the hard parts and always shows an easier and a stronger option, so beginners and athletes share one class.</p>
<h3>Specialities</h3>
<ul>
<li>Power and vinyasa flow for strength and stamina</li>
<li>Hip and hamstring mobility for runners and cyclists</li>
<li>Recovery sessions for lifters and weekend athletes</li>
</ul>
<h3>In his words</h3>
<blockquote><p>“Strength you can't breathe through isn't strength yet. We train both.”</p></blockquote>`,
    gallery: [
      galleryImage("marcus-bell", "warrior"),
      galleryImage("marcus-bell", "live-class"),
      galleryImage("marcus-bell", "props"),
    ],
  },
  {
    id: "sofia-alvarez",
    name: "Sofia Alvarez",
    image: portrait("sofia-alvarez"),
    accentColor: "var(--color-sage-200)",
    bio: "Sofia left a high-pressure marketing career after her own burnout and found her way back through restorative yoga and meditation. Her evening classes are where busy people finally exhale.",
    experience: "10 years",
    certifications: [
      "RYT-500 (Yoga Alliance)",
      "Yin Yoga Teacher Training",
      "Restorative Yoga",
      "Mindfulness-Based Stress Reduction (MBSR)",
      "iRest Yoga Nidra Level 1",
    ],
    languages: ["English", "Spanish", "Portuguese"],
    socials: {
      instagram: "https://instagram.example.com/sofia.alvarez.rest",
      linkedin: "https://linkedin.example.com/in/sofia-alvarez",
    },
    moreDetails: `<h3>Teaching style</h3>
<p>Quiet, unhurried and deeply restful. Sofia uses long-held supported poses, gentle breathing and guided relaxation, and she explains the why behind each practice so you can use it on your own between classes.</p>
<h3>Specialities</h3>
<ul>
<li>Stress, burnout and trouble switching off</li>
<li>Yin and restorative yoga for tired bodies</li>
<li>Yoga nidra and meditation for sleep</li>
</ul>
<h3>In her words</h3>
<blockquote><p>“Rest is a skill. Most of us were never taught it, so that is where we begin.”</p></blockquote>`,
    gallery: [
      galleryImage("sofia-alvarez", "meditation"),
      galleryImage("sofia-alvarez", "sunrise"),
      galleryImage("sofia-alvarez", "props"),
      galleryImage("sofia-alvarez", "live-class"),
      galleryImage("sofia-alvarez", "tree-pose"),
    ],
  },
  {
    id: "kenji-watanabe",
    name: "Kenji Watanabe",
    image: portrait("kenji-watanabe"),
    accentColor: "var(--color-sand-300)",
    bio: "Kenji spent six years assisting in a physiotherapy clinic in Osaka before moving to California to teach. He is the teacher people find after an injury: patient, methodical and obsessed with alignment.",
    experience: "15 years",
    certifications: [
      "E-RYT 500 (Yoga Alliance)",
      "Yoga Therapy (C-IAYT)",
      "Iyengar Yoga Introductory Certificate",
      "Yoga for Back Care",
      "Senior Yoga (Chair Yoga)",
      "Myofascial Release Techniques",
    ],
    languages: ["English", "Japanese"],
    socials: {
      instagram: "https://instagram.example.com/kenji.alignment",
      linkedin: "https://linkedin.example.com/in/kenji-watanabe",
    },
    moreDetails: `<h3>Teaching style</h3>
<p>Methodical and alignment-focused. Kenji breaks each pose into small, safe steps, uses chairs, walls and blocks freely, and keeps notes on every student so each class picks up where the last one ended.</p>
<h3>Specialities</h3>
<ul>
<li>Recovery after back, knee and shoulder injuries</li>
<li>Chronic pain and stiffness, including arthritis</li>
<li>Gentle chair yoga for older students</li>
</ul>
<h3>In his words</h3>
<blockquote><p>“Small, correct movements done often will take you further than big ones done once.”</p></blockquote>`,
    gallery: [
      galleryImage("kenji-watanabe", "live-class"),
      galleryImage("kenji-watanabe", "warrior"),
      galleryImage("kenji-watanabe", "props"),
      galleryImage("kenji-watanabe", "meditation"),
    ],
  },
  {
    id: "leah-okafor",
    name: "Leah Okafor",
    image: portrait("leah-okafor"),
    accentColor: "var(--color-sage-50)",
    bio: "Leah trained as a doula before she trained as a yoga teacher, and women's health is at the heart of her work. She guides students through pregnancy, postpartum recovery and the changes of perimenopause with warmth and practical know-how.",
    experience: "8 years",
    certifications: [
      "RYT-200 (Yoga Alliance)",
      "Prenatal Yoga (RPYT)",
      "Postnatal Yoga & Pelvic Floor Recovery",
      "Certified Birth Doula (DONA)",
    ],
    socials: {
      instagram: "https://instagram.example.com/leah.okafor.yoga",
      linkedin: "https://linkedin.example.com/in/leah-okafor",
    },
    moreDetails: `<h3>Teaching style</h3>
<p>Warm, grounded and practical. Leah mixes gentle flow with breath and pelvic floor work, checks in often, and makes space for the days when your body asks for something softer than the plan.</p>
<h3>Specialities</h3>
<ul>
<li>Prenatal yoga and preparing for birth</li>
<li>Postpartum recovery and rebuilding core strength</li>
<li>Cycle-aware practice and perimenopause</li>
</ul>
<h3>In her words</h3>
<blockquote><p>“Your body is not a project to fix. It is a home to look after.”</p></blockquote>`,
    gallery: [
      galleryImage("leah-okafor", "sunrise"),
      galleryImage("leah-okafor", "meditation"),
      galleryImage("leah-okafor", "live-class"),
      galleryImage("leah-okafor", "props"),
    ],
  },
];

/** An instructor's years of teaching, read from `experience` ("12 years"). */
export function yearsOfTeaching(instructor: Pick<Instructor, "experience">): number {
  return Number.parseInt(instructor.experience, 10);
}

/** Instructors with the given ids, in the order asked for; unknown ids are skipped. */
export function instructorsByIds(ids: readonly string[]): Instructor[] {
  return ids.flatMap((id) => instructors.find((instructor) => instructor.id === id) ?? []);
}

const sceneDescriptions: Record<string, (name: string) => string> = {
  "live-class": (name) => `${name} teaching a live class to students on a video call from a home studio`,
  "tree-pose": (name) => `${name} balancing in tree pose on a mat beside a window`,
  warrior: (name) => `${name} holding warrior two pose on a mat`,
  sunrise: (name) => `${name} meditating on a hillside at sunrise`,
  meditation: (name) => `${name} sitting in meditation beside a candle and a plant`,
  props: () => "a yoga mat laid out with blocks, a strap, a bolster and a cup of tea",
};

/**
 * Alt text for a gallery image. The Instructor type keeps galleries as plain paths, so the scene name in
 * the file name carries the description.
 */
export function galleryImageAlt(instructor: Instructor, src: string): string {
  const scene = src.slice(src.lastIndexOf(`${instructor.id}-`) + instructor.id.length + 1, -".svg".length);
  const description = sceneDescriptions[scene];
  if (!description) throw new Error(`No description for gallery image ${src}`);
  // The scenes are drawn, not photographed, and the alt text says so.
  return `Illustration of ${description(instructor.name)}`;
}

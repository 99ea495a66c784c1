/**
 * The writing the blog generator composes posts from (blog.ts). Each category has its own topics (a
 * title with the opening paragraph it promises), body sections, lists, pull quotes and closings, so
 * posts read as real articles and differ from each other. Plain text only: blog.ts adds the markup.
 */

export const BLOG_CATEGORIES = ["Yoga", "Meditation", "Wellness", "Nutrition", "Lifestyle"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogTopic {
  title: string;
  lede: string;
}

export interface BlogSection {
  heading: string;
  paragraphs: string[];
}

export interface BlogList {
  heading: string;
  intro: string;
  items: string[];
  ordered: boolean;
}

export interface CategoryLibrary {
  topics: BlogTopic[];
  sections: BlogSection[];
  lists: BlogList[];
  quotes: string[];
  closings: string[];
}

export const blogLibrary: Record<BlogCategory, CategoryLibrary> = {
  Yoga: {
    topics: [
      {
        title: "Why your first ten classes matter most",
        lede: "The first few weeks of yoga decide whether it becomes a habit or a memory. Here is how to make those early classes count, even if you have never touched your toes.",
      },
      {
        title: "Five hip openers for people who sit all day",
        lede: "Hours in a chair leave the front of the hips short and the lower back doing extra work. These five gentle shapes undo a little of that every evening, in about fifteen minutes.",
      },
      {
        title: "Sun salutations, slowly: a beginner's walkthrough",
        lede: "Sun salutations look like a blur in most videos. Taken one breath at a time, they become a kind, complete warm-up that wakes every major muscle group before breakfast.",
      },
      {
        title: "What a live online class gives you that a video cannot",
        lede: "Recorded classes are convenient, but they never notice that your knee drifts inward or that you stopped breathing in plank. A live teacher does, and that changes everything.",
      },
      {
        title: "Finding your edge without forcing it",
        lede: "Progress in yoga comes from working near your limit, not past it. Learning where that edge sits, and how it moves from day to day, keeps practice safe and interesting for years.",
      },
      {
        title: "Props are not cheating: blocks, straps and cushions",
        lede: "Many students treat props as a sign of failure. Teachers see them differently: a block or a strap brings the floor closer, so you can feel what a pose is really meant to do.",
      },
      {
        title: "A gentle evening flow for better sleep",
        lede: "A short sequence of slow forward folds, twists and supported rest tells the nervous system the day is over. Try it twenty minutes before bed and notice how you fall asleep.",
      },
      {
        title: "Building strength with yoga after forty",
        lede: "Muscle and bone density fade gradually after forty unless we ask them to work. Yoga offers steady, joint-friendly loading that builds real strength without a gym membership.",
      },
      {
        title: "How to practise safely with tight hamstrings",
        lede: "Tight hamstrings are the most common complaint we hear in first classes. The good news is that a few smart adjustments protect your back while the muscles slowly learn to lengthen.",
      },
    ],
    sections: [
      {
        heading: "Start with the breath, not the pose",
        paragraphs: [
          "Every teacher at Harmoni begins with the breath for a simple reason: it tells you how hard you are working. When the inhale and exhale stay long and even, the body feels safe enough to soften. When the breath turns short or stops, you have gone further than your body is ready for today.",
          "Before you move, take five slow breaths through the nose and let the exhale run a little longer than the inhale. Keep that rhythm as the guide for the whole practice, and let the shapes follow it.",
        ],
      },
      {
        heading: "Alignment is about comfort, not perfection",
        paragraphs: [
          "The pictures in yoga books show one body in one shape. Your hips, shoulders and history are your own, so the right version of a pose is the one that lets weight travel through the bones without pinching any joint.",
          "A useful test is to ask where you feel the pose. A stretch in the belly of a muscle is welcome. A sharp or pulling sensation near a joint is a cue to bend the knees, raise the floor with a block or come out and rest.",
        ],
      },
      {
        heading: "Consistency beats intensity",
        paragraphs: [
          "Three twenty-minute sessions a week do more for flexibility and strength than one heroic ninety-minute class followed by ten days of soreness. Tissues adapt to repeated, moderate demands, and habits form around things that feel doable.",
          "Put your practice in the calendar like any other appointment. Students who book a regular live class are far more likely to still be practising six months later than those who wait for a free evening.",
        ],
      },
      {
        heading: "Listen to the second half of the pose",
        paragraphs: [
          "Most people rush into a pose and out of it again. The interesting part happens after the first few breaths, when the muscles stop guarding and you can feel what is actually tight and what was just surprised.",
          "Stay for five breaths when you can, and use the last two to check in: is the jaw soft, are the shoulders away from the ears, is the breath still easy? Small adjustments here teach more than any new pose.",
        ],
      },
      {
        heading: "Rest is part of the practice",
        paragraphs: [
          "Savasana, the still pose at the end of class, is often the first thing people skip. It is also where the nervous system absorbs the work and shifts from effort into recovery.",
          "Give yourself at least five minutes lying down with the eyes closed. If lying flat is uncomfortable, bend the knees, place a cushion under them or rest on your side. Comfort matters more than form here.",
        ],
      },
    ],
    lists: [
      {
        heading: "What you need to get started",
        intro: "You do not need much. Most students begin with things already in the house:",
        items: [
          "A non-slip mat, or a rug on a wooden floor",
          "Two firm cushions or books in place of yoga blocks",
          "A belt or scarf to use as a strap",
          "Clothes you can move and breathe in",
          "Enough floor space to lie down with your arms spread",
        ],
        ordered: false,
      },
      {
        heading: "A simple fifteen-minute sequence",
        intro: "Move slowly and hold each shape for five to eight breaths:",
        items: [
          "Easy seated breathing to arrive",
          "Cat and cow on hands and knees",
          "Downward-facing dog with bent knees",
          "Low lunge on each side",
          "Supported bridge with a cushion under the hips",
          "Reclined twist, then rest",
        ],
        ordered: true,
      },
      {
        heading: "Signs you are working at the right level",
        intro: "Check these during and after class:",
        items: [
          "You can breathe through your nose the whole time",
          "You feel warm and awake rather than shaky",
          "Any soreness the next day is mild and fades within a day",
          "You look forward to the next session",
        ],
        ordered: false,
      },
    ],
    quotes: [
      "The pose you can breathe in is the pose that is teaching you something.",
      "Flexibility is what happens when the body stops being afraid of the stretch.",
      "Twenty minutes on the mat three times a week will change more than you expect.",
      "A good teacher does not push you deeper. They help you notice where you already are.",
    ],
    closings: [
      "If you would like a teacher to watch your alignment and adapt these ideas to your body, book a $10 trial class. Bring your questions; there are no silly ones.",
      "Try one of these ideas this week and notice what changes. Practice is an experiment, and you are the only person who can run it.",
      "Yoga rewards patience. Come back to the mat often, keep the breath easy, and let progress arrive in its own time.",
    ],
  },
  Meditation: {
    topics: [
      {
        title: "Meditation for people who think they cannot meditate",
        lede: "If your mind races the moment you close your eyes, you are not doing it wrong. A busy mind is the reason to practise, and there are simple ways to begin that work with it.",
      },
      {
        title: "The five-minute reset for stressful workdays",
        lede: "Between meetings there is rarely time for a full practice. This short reset uses breath and attention to bring your heart rate down and your focus back before the next call.",
      },
      {
        title: "Box breathing, explained",
        lede: "Box breathing is used by athletes, surgeons and pilots to steady themselves under pressure. It takes one minute to learn, and it works as well at the kitchen table as in a cockpit.",
      },
      {
        title: "How meditation changes the way you sleep",
        lede: "Lying awake replaying the day is one of the most common reasons people start meditating. Regular practice teaches the mind to set thoughts down, which makes falling asleep far easier.",
      },
      {
        title: "Walking meditation for restless bodies",
        lede: "Not everyone can sit still for twenty minutes, and nobody has to. Walking meditation turns a slow stroll into practice, using the rhythm of your steps as the anchor for attention.",
      },
      {
        title: "Body scan: a practice for noticing tension",
        lede: "We carry stress in the jaw, shoulders and belly long before we notice it in the mind. A body scan moves attention slowly from head to toe and releases what it finds on the way.",
      },
      {
        title: "Loving-kindness meditation for difficult days",
        lede: "Some days call for warmth more than focus. Loving-kindness practice uses a few quiet phrases to soften self-criticism and widen patience for the people around you.",
      },
      {
        title: "Building a daily meditation habit that sticks",
        lede: "Most meditation habits fail in the second week, when the novelty fades. Anchoring practice to something you already do each day is the simplest way to carry it past that point.",
      },
      {
        title: "What to do when meditation feels boring",
        lede: "Boredom is one of the most useful things meditation shows you. Instead of a sign to stop, it is an invitation to look more closely at what attention is doing right now.",
      },
    ],
    sections: [
      {
        heading: "Attention is a muscle",
        paragraphs: [
          "Meditation is not the absence of thought. It is the practice of noticing that your attention has wandered and bringing it back, kindly, again and again. Each return is one repetition, the same way a squat is one repetition for your legs.",
          "A session with a hundred wandering thoughts and a hundred returns is a very good session. Judge your practice by how gently you come back, not by how long you stayed.",
        ],
      },
      {
        heading: "Choose one anchor",
        paragraphs: [
          "An anchor is the thing you return to when the mind drifts. The breath at the nostrils works for many people; others prefer the rise of the belly, the sounds in the room or the feeling of the hands resting on the thighs.",
          "Pick one anchor and keep it for the whole session. Switching between anchors feels productive but keeps the mind busy choosing, which is exactly the habit we are trying to loosen.",
        ],
      },
      {
        heading: "Posture that supports you",
        paragraphs: [
          "You can meditate on a chair, a cushion or lying down. What matters is a spine that is upright without strain, so the breath can move freely and you stay alert rather than drowsy.",
          "On a chair, keep both feet flat and sit a little forward from the backrest. On the floor, raise the hips on a firm cushion so the knees rest lower than the pelvis. Let the hands rest wherever they feel heavy and easy.",
        ],
      },
      {
        heading: "Short and often works best",
        paragraphs: [
          "Research on meditation habits keeps finding the same thing: frequency matters more than length. Five minutes every day builds the skill faster than forty minutes on a Sunday.",
          "Start with a length you could do on your worst day. When that feels easy for two weeks, add two minutes. There is no prize for long sessions, only for regular ones.",
        ],
      },
      {
        heading: "Meeting difficult feelings",
        paragraphs: [
          "Sitting quietly sometimes brings up sadness, irritation or worry that a busy day kept out of view. This is normal, and it is not a sign that meditation is making things worse.",
          "Name what you feel in a word or two, notice where it lives in the body, and keep breathing. If a feeling becomes overwhelming, open the eyes, feel your feet on the floor and take a break. Practice should feel challenging at times, never unsafe.",
        ],
      },
    ],
    lists: [
      {
        heading: "A one-minute breathing reset",
        intro: "Use this whenever you notice your shoulders creeping up:",
        items: [
          "Breathe in through the nose for a count of four",
          "Hold gently for a count of four",
          "Breathe out through the mouth for a count of six",
          "Pause for a count of two",
          "Repeat four times, then breathe normally",
        ],
        ordered: true,
      },
      {
        heading: "Common obstacles and what helps",
        intro: "Every meditator meets these sooner or later:",
        items: [
          "Sleepiness: sit up straighter or open the eyes slightly",
          "Restlessness: lengthen the exhale and count breaths to ten",
          "Doubt: commit to two weeks before deciding if it works",
          "Planning: note the thought as planning and return to the breath",
        ],
        ordered: false,
      },
      {
        heading: "Good moments to practise",
        intro: "Attach practice to something that already happens every day:",
        items: [
          "Right after your first glass of water in the morning",
          "In the car before walking into work",
          "After closing the laptop at the end of the day",
          "Lying in bed before turning off the light",
        ],
        ordered: false,
      },
    ],
    quotes: [
      "Every time you notice the mind has wandered, you have already succeeded.",
      "Five minutes every day will teach you more than an hour once a month.",
      "You are not trying to stop thinking. You are learning not to follow every thought.",
      "Calm is not something you find. It is something you practise.",
    ],
    closings: [
      "Our teachers weave short guided meditations into every class. If you would like to practise with someone guiding you, a $10 trial is a gentle place to start.",
      "Choose one practice from this article and try it daily for a week. Keep it short, keep it kind, and notice what shifts.",
      "Meditation is simple, but it is not always easy. Be patient with yourself; the returning is the practice.",
    ],
  },
  Wellness: {
    topics: [
      {
        title: "Recovering from burnout, one small habit at a time",
        lede: "Burnout rarely ends with a dramatic change. It ends with small, repeatable habits that give the body and mind enough rest to rebuild, and with permission to do less for a while.",
      },
      {
        title: "How movement supports mental health",
        lede: "Regular movement is one of the best-studied tools for easing anxiety and low mood. You do not need a marathon; gentle, consistent activity changes brain chemistry within weeks.",
      },
      {
        title: "The nervous system, simply explained",
        lede: "Understanding the difference between the stress response and the rest response makes it easier to work with your body instead of against it. Here is the short version, without jargon.",
      },
      {
        title: "Managing back pain with gentle daily movement",
        lede: "For most everyday back pain, rest for more than a day or two slows recovery. Careful, regular movement keeps the spine supple and the surrounding muscles strong enough to support it.",
      },
      {
        title: "Why rest days make you stronger",
        lede: "Fitness is built in the hours after training, not during it. Planning proper rest days protects your joints, improves sleep and keeps motivation from burning out.",
      },
      {
        title: "Yoga and menopause: what helps",
        lede: "Hot flushes, broken sleep and shifting moods can make menopause feel like a second adolescence. Calm breathing, strength work and cooling practices make the transition easier.",
      },
      {
        title: "Posture habits for remote workers",
        lede: "Working from the sofa or the kitchen table takes a quiet toll on necks and shoulders. A few changes to your set-up and a two-minute movement break each hour make a real difference.",
      },
      {
        title: "Healthy ageing: balance, strength and joy",
        lede: "Balance and strength are what keep us independent as we age. The good news is that both respond to practice at any age, and yoga trains them together in a way that feels good.",
      },
      {
        title: "Listening to your body without fear",
        lede: "Aches and stiffness can make us anxious about moving at all. Learning to tell normal sensations from warning signs builds confidence and keeps you active for longer.",
      },
    ],
    sections: [
      {
        heading: "Stress is not the enemy; staying stuck in it is",
        paragraphs: [
          "The stress response is useful. It sharpens focus and gives the muscles energy when something needs doing. Trouble starts when it switches on many times a day and rarely switches off, so the body never gets back to repair mode.",
          "The aim of wellness practices is not to remove stress but to complete the cycle: after effort, a clear signal of safety. Slow breathing, movement, laughter and good sleep all send that signal.",
        ],
      },
      {
        heading: "Small changes add up",
        paragraphs: [
          "Big plans to overhaul sleep, diet and exercise all at once usually last about a week. Small changes stacked one at a time tend to stick, because each one becomes automatic before the next arrives.",
          "Choose one change you are confident you can keep, such as a ten-minute walk after lunch. Once it feels normal, add the next. Six months of small steps will take you further than a month of heroics.",
        ],
      },
      {
        heading: "Sleep is the foundation",
        paragraphs: [
          "Almost every aspect of wellbeing, from mood and appetite to pain and immunity, gets worse when sleep is short. Protecting seven to nine hours a night is one of the most powerful health decisions you can make.",
          "Keep a steady wake-up time, dim the lights an hour before bed and keep screens out of the bedroom. A short evening stretch or breathing practice helps the body recognise that the day is done.",
        ],
      },
      {
        heading: "Movement as medicine",
        paragraphs: [
          "Movement lubricates joints, feeds the discs of the spine and releases chemicals that ease pain and lift mood. For many long-term aches, gentle regular activity works better than rest.",
          "The best movement is the one you will actually do. Yoga is a good fit for many people because it combines strength, flexibility and calm in one practice that adapts to whatever your body brings that day.",
        ],
      },
      {
        heading: "When to ask for help",
        paragraphs: [
          "Self-care has limits. Pain that wakes you at night, numbness, sudden weakness or low mood lasting more than two weeks deserve a conversation with a doctor or a mental health professional.",
          "Yoga works well alongside medical care, not instead of it. Tell your instructor about any condition or injury; our teachers adapt every class to what you share with them.",
        ],
      },
    ],
    lists: [
      {
        heading: "A two-minute desk break",
        intro: "Set a reminder for once an hour and try this sequence:",
        items: [
          "Stand up and roll the shoulders back five times",
          "Interlace the fingers and reach the arms overhead",
          "Lean gently to each side for two breaths",
          "Turn the head slowly left and right",
          "Take three slow breaths before sitting down",
        ],
        ordered: true,
      },
      {
        heading: "Signs your body needs more rest",
        intro: "Watch for these, especially in busy seasons:",
        items: [
          "Waking tired after a full night in bed",
          "Catching every cold that goes around",
          "Feeling irritable over small things",
          "Aches that linger for days after ordinary activity",
        ],
        ordered: false,
      },
      {
        heading: "Habits that support steady energy",
        intro: "None of these are dramatic, and that is the point:",
        items: [
          "Daylight within an hour of waking",
          "Regular meals with protein and vegetables",
          "Some movement every day, even a short walk",
          "A consistent bedtime on weekdays and weekends",
        ],
        ordered: false,
      },
    ],
    quotes: [
      "Rest is not a reward for finishing everything. It is what lets you keep going.",
      "Your body is not a project to fix. It is a place to live in, well.",
      "Small habits, repeated, quietly change everything.",
      "Wellbeing is built on ordinary days, not perfect ones.",
    ],
    closings: [
      "If you are managing pain, stress or a health condition, our instructors can shape a practice around you. Tell us what you are working with when you book a $10 trial.",
      "Pick one idea from this article and try it for a fortnight. Notice how you sleep, how you move and how you feel at the end of the day.",
      "Wellness is not a destination. It is a set of small kindnesses you offer yourself, again and again.",
    ],
  },
  Nutrition: {
    topics: [
      {
        title: "What to eat before a morning yoga class",
        lede: "Practising on a full stomach is uncomfortable, but arriving hungry leaves you shaky in standing poses. A small, easy snack thirty to sixty minutes before class is usually the answer.",
      },
      {
        title: "Hydration beyond eight glasses a day",
        lede: "Water needs depend on your body, the weather and how much you move. Learning the signs of good hydration is more useful than counting glasses, and it is easier than you think.",
      },
      {
        title: "Building a calm, balanced breakfast",
        lede: "A breakfast built around protein, fibre and healthy fats keeps energy steady all morning and takes the edge off mid-morning cravings. Here is a simple template with plenty of variations.",
      },
      {
        title: "Foods that support better sleep",
        lede: "What and when you eat affects how well you sleep. A few adjustments to your evening meal and your caffeine habits can make nights deeper and mornings brighter.",
      },
      {
        title: "Mindful eating: slowing down at the table",
        lede: "Eating while scrolling or working makes it easy to miss fullness cues. Mindful eating brings attention back to the plate, which improves digestion and makes meals more satisfying.",
      },
      {
        title: "Plant protein for active lives",
        lede: "You can meet your protein needs on a mostly plant-based diet with a little planning. Beans, lentils, tofu, nuts and whole grains combine into meals that support strength and recovery.",
      },
      {
        title: "Eating for steady energy through the afternoon",
        lede: "The mid-afternoon slump is often about lunch more than sleep. Balancing your midday plate and adding a smart snack keeps focus steady until the end of the workday.",
      },
      {
        title: "Gut health in plain language",
        lede: "The gut is home to trillions of microbes that influence digestion, immunity and even mood. Feeding them well does not require supplements, just variety, fibre and a few fermented foods.",
      },
      {
        title: "Spices with benefits: turmeric, ginger and cinnamon",
        lede: "Warming spices have been part of traditional cooking and healing for centuries. Modern research supports some of their benefits, and they make everyday meals far more interesting.",
      },
    ],
    sections: [
      {
        heading: "Balance the plate, not the rules",
        paragraphs: [
          "Strict food rules tend to create stress, and stress affects digestion as much as any ingredient. A simpler guide is the balanced plate: half vegetables or fruit, a quarter protein, a quarter whole grains or starchy foods, plus a little healthy fat.",
          "This template works for every meal and every cuisine. It leaves room for foods you love while making sure the essentials turn up most of the time.",
        ],
      },
      {
        heading: "Timing matters for movement",
        paragraphs: [
          "A large meal draws blood toward digestion, which can leave you sluggish and uncomfortable in twists and forward folds. Allow two to three hours after a full meal before a dynamic class, or an hour after a light snack.",
          "After practice, eat something with protein and carbohydrate within a couple of hours to help muscles recover. It does not need to be elaborate: yoghurt with fruit or a bowl of lentil soup both work well.",
        ],
      },
      {
        heading: "Fibre feeds more than you",
        paragraphs: [
          "Most adults eat about half the fibre they need. Fibre keeps digestion regular, steadies blood sugar and feeds the helpful bacteria in the gut, which in turn support immunity and mood.",
          "Increase fibre gradually to avoid bloating: add a handful of beans to a salad, swap white bread for whole grain, or keep the skins on vegetables. Drink a little more water as you go.",
        ],
      },
      {
        heading: "Caffeine, sugar and the energy roller coaster",
        paragraphs: [
          "Coffee and sweet snacks give a quick lift followed by a dip, and the dip often sends us back for more. Over a day this roller coaster leaves energy lower than where it started.",
          "You do not need to give either up. Enjoy coffee before noon, pair sweet foods with protein or fat, and notice whether a glass of water and a short walk handle the afternoon dip just as well.",
        ],
      },
      {
        heading: "Listen to hunger and fullness",
        paragraphs: [
          "Hunger and fullness signals are reliable when we give them a chance. Eating slowly, without screens, lets the brain catch up with the stomach, which takes around twenty minutes.",
          "Before a meal, ask yourself how hungry you are on a scale from one to ten. Halfway through, ask again. This simple check-in is one of the most effective habits our students report.",
        ],
      },
    ],
    lists: [
      {
        heading: "Easy pre-class snacks",
        intro: "Each of these is light enough to practise on:",
        items: [
          "A banana with a spoonful of nut butter",
          "A small pot of yoghurt with berries",
          "A slice of whole-grain toast with honey",
          "A handful of dates and almonds",
        ],
        ordered: false,
      },
      {
        heading: "Build a balanced bowl",
        intro: "Use this order to assemble a quick lunch or dinner:",
        items: [
          "Start with a base of greens or whole grains",
          "Add a palm-sized portion of protein",
          "Pile on two or three colourful vegetables",
          "Finish with seeds, nuts, avocado or olive oil",
          "Season with herbs, citrus or a favourite spice",
        ],
        ordered: true,
      },
      {
        heading: "Simple swaps that add up",
        intro: "Small changes that keep the food you enjoy:",
        items: [
          "Sparkling water with lemon instead of a second soda",
          "Oats with fruit instead of a sugary cereal",
          "Roasted chickpeas instead of crisps",
          "Herbal tea in the evening instead of coffee",
        ],
        ordered: false,
      },
    ],
    quotes: [
      "Food is not a test you pass or fail. It is how you care for yourself three times a day.",
      "Add before you subtract: more plants, more water, more colour.",
      "The best diet is the one you can enjoy for the rest of your life.",
      "Slow meals are good medicine.",
    ],
    closings: [
      "Nutrition and movement work best together. If you would like a practice that complements the way you eat, our instructors can help; start with a $10 trial class.",
      "Choose one change from this article for the coming week. Keep it small and specific, and notice how your energy responds.",
      "Eating well is not about perfection. It is about returning, meal after meal, to food that makes you feel good.",
    ],
  },
  Lifestyle: {
    topics: [
      {
        title: "Designing a calm corner for home practice",
        lede: "A dedicated space, however small, makes it easier to roll out the mat. With a little thought, a corner of the bedroom or living room can become somewhere you actually want to be.",
      },
      {
        title: "Morning rituals that set the tone for the day",
        lede: "How you spend the first half hour after waking shapes the rest of the day. A simple, screen-free morning ritual brings calm and focus before the world starts asking for things.",
      },
      {
        title: "Digital boundaries for a quieter mind",
        lede: "Notifications fragment attention into a hundred small pieces. Setting a few clear boundaries with your phone gives the mind room to settle, and it is easier than a full digital detox.",
      },
      {
        title: "Practising yoga as a family",
        lede: "Yoga is one of the few activities grandparents, parents and children can share on the same floor. A weekly family class builds connection, laughter and a healthy habit together.",
      },
      {
        title: "Travelling without losing your routine",
        lede: "Trips and business travel are where good habits go to disappear. A minimal practice that fits in a hotel room keeps you grounded and helps your body cope with long journeys.",
      },
      {
        title: "Slow Sundays: a case for doing less",
        lede: "A day with no plans sounds indulgent, but regular unhurried time is when the nervous system recovers and creative ideas surface. Here is how to build one into a busy life.",
      },
      {
        title: "Making time for yourself when you care for others",
        lede: "Parents and carers often put their own wellbeing last. Short, protected moments of practice are not selfish; they are what keep you able to care for the people who depend on you.",
      },
      {
        title: "Journaling prompts for reflection after practice",
        lede: "The quiet after a yoga class is an ideal time to write. These prompts help turn what you noticed on the mat into insight you can carry into the rest of your week.",
      },
      {
        title: "Wellness at work: small changes for busy teams",
        lede: "A healthier workplace does not need a gym or a big budget. Short movement breaks, meeting-free focus time and shared sessions help teams feel better and work better together.",
      },
    ],
    sections: [
      {
        heading: "Rituals are routines with meaning",
        paragraphs: [
          "A routine is something you do. A ritual is something you do with attention. Lighting a candle before practice or making tea slowly in the morning turns an ordinary action into a signal that this time is yours.",
          "Choose one small act that marks the start of your practice or your day, and do it the same way each time. Over weeks, the ritual itself begins to calm you before you even reach the mat.",
        ],
      },
      {
        heading: "Protect your time like an appointment",
        paragraphs: [
          "Time for yourself rarely appears on its own. It has to be booked, defended and treated with the same respect you give a meeting with your manager or a doctor.",
          "Put your practice in the shared family calendar and tell the people you live with. When others know that seven to seven thirty is yoga time, they are far more likely to help you keep it.",
        ],
      },
      {
        heading: "Your environment shapes your habits",
        paragraphs: [
          "We tend to do what is easy and visible. A mat left rolled out in the corner invites practice; a mat buried in a cupboard behind the vacuum cleaner does not.",
          "Look around your home and ask what it makes easy. Move the phone charger out of the bedroom, keep a water bottle on the desk and leave your practice clothes where you will see them in the morning.",
        ],
      },
      {
        heading: "Connection is part of wellbeing",
        paragraphs: [
          "Loneliness affects health as much as poor sleep or inactivity. Shared activities, even online, give us a sense of belonging that solo routines cannot.",
          "Practising in a small live group, with the same faces each week, builds gentle accountability and friendship. Many of our students say the people are what keep them coming back.",
        ],
      },
      {
        heading: "Let go of all or nothing",
        paragraphs: [
          "The biggest threat to a healthy lifestyle is the belief that a missed day ruins everything. One skipped class, one late night or one takeaway dinner changes very little; giving up because of them changes a lot.",
          "When life gets busy, shrink your habits rather than dropping them. Ten minutes of stretching still counts. Three slow breaths at a red light still count. The thread stays unbroken.",
        ],
      },
    ],
    lists: [
      {
        heading: "A calm corner checklist",
        intro: "You need far less than social media suggests:",
        items: [
          "Enough floor for your mat and a little space around it",
          "Natural light, or a warm lamp for evenings",
          "A basket for props, blankets and a cushion",
          "One plant or object you find calming",
          "No screens in sight except the one you practise with",
        ],
        ordered: false,
      },
      {
        heading: "A twenty-minute morning ritual",
        intro: "Adjust the times to suit your own mornings:",
        items: [
          "Drink a glass of water before checking your phone",
          "Open a window and take ten slow breaths",
          "Move for ten minutes: stretches or a few sun salutations",
          "Write down the one thing that matters most today",
          "Enjoy breakfast sitting down",
        ],
        ordered: true,
      },
      {
        heading: "Journaling prompts to try",
        intro: "Write for five minutes without editing:",
        items: [
          "What did my body tell me today?",
          "When did I feel most at ease this week?",
          "What am I holding on to that I could put down?",
          "What would a kinder version of tomorrow look like?",
        ],
        ordered: false,
      },
    ],
    quotes: [
      "Make the healthy choice the easy choice, and you will not need willpower.",
      "Ten minutes still counts. It always counts.",
      "A ritual is a routine you give your full attention to.",
      "The life you want is built from the mornings you have.",
    ],
    closings: [
      "If you would like support building a practice into your week, our live classes fit around US schedules. A $10 trial is an easy first step.",
      "Pick one idea from this article and make it yours this week. Small, consistent changes are the ones that last.",
      "A calmer life is not somewhere else. It is built from small choices in the one you already have.",
    ],
  },
};

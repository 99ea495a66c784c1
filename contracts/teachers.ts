/**
 * The teachers a visitor can book a trial with, by the ids and names the site's instructor pages use
 * (app/content/instructors.ts must list exactly these; its test says so). The server needs them too: to check a
 * booking names a real teacher and to name them in the visitor's e-mail, and app/ and server/ share only contracts/.
 */
export const TEACHERS = [
  { id: "ananya-iyer", name: "Ananya Iyer" },
  { id: "marcus-bell", name: "Marcus Bell" },
  { id: "sofia-alvarez", name: "Sofia Alvarez" },
  { id: "kenji-watanabe", name: "Kenji Watanabe" },
  { id: "leah-okafor", name: "Leah Okafor" },
] as const;

export type TeacherId = (typeof TEACHERS)[number]["id"];
export const TEACHER_IDS = TEACHERS.map((teacher) => teacher.id) as [TeacherId, ...TeacherId[]];

export function isTeacherId(value: string): value is TeacherId {
  return (TEACHER_IDS as readonly string[]).includes(value);
}

export function teacherName(id: TeacherId): string {
  return TEACHERS.find((teacher) => teacher.id === id)?.name ?? id;
}

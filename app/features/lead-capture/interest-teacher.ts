import { TEACHERS, type TeacherId } from "#contracts/teachers";
import type { LeadModalOptions } from "./lead-modal-options.ts";

/**
 * The teacher whose times the trial picker shows: the interest names them as the site does ("Ananya Iyer"). Apart
 * from lead-modal-options.ts, which every page loads, so the roster stays in the modal's own code.
 */
export function interestTeacher(options: LeadModalOptions): TeacherId | undefined {
  return TEACHERS.find((teacher) => teacher.name === options.interest?.teacher)?.id;
}

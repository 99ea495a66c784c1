import type { FastifyInstance } from "fastify";
import * as api from "#contracts/api";
import { teacherName } from "#contracts/teachers";
import type { DatabaseHandle } from "#server/db/client";
import { staffActor } from "#server/plugins/internal/staff-session";
import { createAuditLog } from "#server/services/audit";
import { auditContext } from "#server/services/lead-records";
import { stored } from "#server/services/stored";
import { readTeacherCalendars, saveTeacherCalendar } from "#server/services/teacher-calendars";
import { apiRoute } from "../api-route.ts";

/** The teachers' hours page (docs/product/staff-area.md, Teachers' hours): staff read, owners save. */
export async function teacherCalendarRoutes(
  app: FastifyInstance,
  { database }: { database: DatabaseHandle },
) {
  apiRoute(app, api.teacherCalendars, {}, async () => ({
    calendars: await stored(() => readTeacherCalendars(database.db)),
  }));

  apiRoute(app, api.saveTeacherCalendar, {}, async (request) => {
    const { teacherId } = request.params;
    const calendar = await stored(() =>
      database.transaction(async ({ db }) => {
        await saveTeacherCalendar(db, { teacherId, ...request.body });
        await createAuditLog(db).record(
          "teacher_calendar_changed",
          auditContext(staffActor(request), {
            teacherId,
            teacherName: teacherName(teacherId),
            timeZone: request.body.timeZone,
            weeklySpans: request.body.weekly.length,
            timeOff: request.body.timeOff.length,
          }),
        );
        return (await readTeacherCalendars(db)).find((entry) => entry.teacherId === teacherId);
      }),
    );
    if (!calendar) throw new Error(`The calendar of ${teacherId} was saved but could not be read back.`);
    return { calendar };
  });
}

import { beforeAll, describe, expect, it } from "vitest";
import * as api from "#contracts/api";
import { apiUrl } from "#contracts/endpoint";
import { OWNER_ONLY_MESSAGE } from "#contracts/staff-roles";
import {
  TEACHER_CALENDAR_MESSAGES,
  type TeacherCalendar,
  type TeacherCalendarChange,
} from "#contracts/teacher-calendars";
import { TEACHERS } from "#contracts/teachers";
import { TRIAL_BOOKING_MESSAGES } from "#contracts/trial-booking";
import { testDatabases } from "#tests/support/db.ts";
import { adminHeaders, createStaffUser, type StaffSession, signIn } from "#tests/support/staff.ts";
import { useTestApp } from "#tests/support/test-app.ts";

const KENJI: TeacherCalendarChange = {
  timeZone: "America/New_York",
  videoLink: "https://meet.example.com/kenji",
  weekly: [
    { weekday: 1, start: "07:00", end: "11:00" },
    { weekday: 1, start: "17:30", end: "20:00" },
    { weekday: 6, start: "09:00", end: "12:00" },
  ],
  timeOff: [{ firstDay: "2026-12-24", lastDay: "2026-12-26", note: "Holidays" }],
};

describe.each(testDatabases())("teachers' hours on $name", (database) => {
  const server = useTestApp(database);
  let owner: StaffSession;
  let staff: StaffSession;

  beforeAll(async () => {
    owner = await signIn(server.app, await createStaffUser(server.app, "hours.owner"), "10.68.0.1");
    staff = await signIn(
      server.app,
      await createStaffUser(server.app, "hours.desk", undefined, "staff"),
      "10.68.0.2",
    );
  });

  async function calendars(session: StaffSession): Promise<TeacherCalendar[]> {
    const response = await server.app.inject({
      method: "GET",
      url: apiUrl(api.teacherCalendars, {}),
      headers: adminHeaders(session),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { calendars: TeacherCalendar[] }).calendars;
  }

  async function save(session: StaffSession, teacherId: string, body: unknown) {
    const response = await server.app.inject({
      method: "POST",
      url: `/api/admin/teacher-calendars/${teacherId}`,
      headers: adminHeaders(session),
      payload: body as object,
    });
    return { status: response.statusCode, body: response.json() };
  }

  it("lists every teacher in the roster's order, with the sample studio's hours seeded at start", async () => {
    const list = await calendars(staff);
    expect(list.map((entry) => entry.name)).toEqual(TEACHERS.map((teacher) => teacher.name));
    const leah = list.find((entry) => entry.teacherId === "leah-okafor");
    expect(leah).toMatchObject({ timeZone: "Europe/London", timeOff: [] });
    expect(leah?.weekly.filter((span) => span.weekday === 1)).toEqual([
      { weekday: 1, start: "13:00", end: "17:00" },
      { weekday: 1, start: "18:00", end: "21:00" },
    ]);
  });

  it("saves an owner's calendar whole, and reads it back in the week's order", async () => {
    const { status, body } = await save(owner, "kenji-watanabe", KENJI);
    expect(status).toBe(200);
    expect(body.calendar).toEqual({
      teacherId: "kenji-watanabe",
      name: "Kenji Watanabe",
      timeZone: "America/New_York",
      videoLink: "https://meet.example.com/kenji",
      weekly: KENJI.weekly,
      timeOff: [{ firstDay: "2026-12-24", lastDay: "2026-12-26", note: "Holidays" }],
    });
    const again = await save(owner, "kenji-watanabe", { ...KENJI, weekly: [], timeOff: [], videoLink: "" });
    expect(again.body.calendar).toMatchObject({ weekly: [], timeOff: [], videoLink: null });
  });

  it("refuses a staff member, and bad input with its reason, changing nothing", async () => {
    await save(owner, "marcus-bell", KENJI);
    const before = (await calendars(owner)).find((entry) => entry.teacherId === "marcus-bell");
    expect(await save(staff, "marcus-bell", { ...KENJI, weekly: [] })).toMatchObject({
      status: 403,
      body: { message: OWNER_ONLY_MESSAGE },
    });
    const refusals: [unknown, string][] = [
      [{ ...KENJI, timeZone: "Mars/Olympus" }, TRIAL_BOOKING_MESSAGES.timeZone],
      [{ ...KENJI, weekly: [{ weekday: 2, start: "11:00", end: "09:00" }] }, TEACHER_CALENDAR_MESSAGES.span],
      [{ ...KENJI, weekly: [{ weekday: 2, start: "9am", end: "11:00" }] }, TEACHER_CALENDAR_MESSAGES.time],
      [
        {
          ...KENJI,
          weekly: [
            { weekday: 3, start: "09:00", end: "12:00" },
            { weekday: 3, start: "11:30", end: "13:00" },
          ],
        },
        TEACHER_CALENDAR_MESSAGES.overlap,
      ],
      [{ ...KENJI, videoLink: "http://meet.example.com/x" }, TEACHER_CALENDAR_MESSAGES.videoLink],
      [
        { ...KENJI, timeOff: [{ firstDay: "2026-12-27", lastDay: "2026-12-24" }] },
        TEACHER_CALENDAR_MESSAGES.timeOff,
      ],
    ];
    for (const [body, message] of refusals) {
      const answer = await save(owner, "marcus-bell", body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await save(owner, "no-such-teacher", KENJI)).status).toBe(404);
    expect((await calendars(owner)).find((entry) => entry.teacherId === "marcus-bell")).toEqual(before);
  });
});

describe("time off as whole days in the teacher's zone", () => {
  it("covers from the first day's midnight to the midnight after the last, there", async () => {
    const { readTeacherCalendars, saveTeacherCalendar } = await import("#server/services/teacher-calendars");
    const { teacherTimeOff } = await import("#server/db/schema");
    const database = testDatabases()[0];
    if (!database) throw new Error("no database");
    await database.setup();
    const { openDatabase } = await import("#server/db/client");
    const handle = await openDatabase(database.config());
    try {
      await saveTeacherCalendar(handle.db, {
        teacherId: "ananya-iyer",
        timeZone: "Asia/Kolkata",
        videoLink: null,
        weekly: [],
        timeOff: [{ firstDay: "2026-12-24", lastDay: "2026-12-24" }],
      });
      const [row] = await handle.db.select().from(teacherTimeOff);
      expect([row?.startsAt.toISOString(), row?.endsAt.toISOString()]).toEqual([
        "2026-12-23T18:30:00.000Z",
        "2026-12-24T18:30:00.000Z",
      ]);
      const calendars = await readTeacherCalendars(handle.db);
      expect(calendars.find((entry) => entry.teacherId === "ananya-iyer")?.timeOff).toEqual([
        { firstDay: "2026-12-24", lastDay: "2026-12-24", note: null },
      ]);
      // Without the sample seed, a teacher nobody saved has no calendar, so no time is offered with them.
      expect(calendars.find((entry) => entry.teacherId === "marcus-bell")).toMatchObject({
        timeZone: null,
        weekly: [],
        timeOff: [],
      });
    } finally {
      await handle.close();
      await database.teardown();
    }
  });
});

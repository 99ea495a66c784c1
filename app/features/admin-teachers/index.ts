export { TeacherHoursPage } from "./teacher-hours-page.tsx";

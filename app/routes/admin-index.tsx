import { Navigate } from "react-router";
import { STAFF_PAGES } from "../../contracts/staff-pages.ts";
import { staffPageMeta } from "../features/admin-auth/index.ts";

export const meta = () => staffPageMeta("Dashboard");

export default function AdminIndex() {
  return <Navigate to={STAFF_PAGES.dashboard} replace />;
}

import { Navigate } from "react-router";
import { DASHBOARD_PATH, staffPageMeta } from "../features/admin-auth/index.ts";

export const meta = () => staffPageMeta("Dashboard");

export default function AdminIndex() {
  return <Navigate to={DASHBOARD_PATH} replace />;
}

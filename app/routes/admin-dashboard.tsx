import { Dashboard, staffPageMeta } from "../features/admin-auth/index.ts";

export const meta = () => staffPageMeta("Dashboard");

export default Dashboard;

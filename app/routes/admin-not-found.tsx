import { AdminNotFound, staffPageMeta } from "../features/admin-auth/index.ts";

export const meta = () => staffPageMeta("Page not found");

export default AdminNotFound;

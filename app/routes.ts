import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("admin/*", "routes/admin-placeholder.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

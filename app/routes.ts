import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [index("routes/home.tsx"), route("*", "routes/not-found.tsx")]),
  // Staff pages have their own shell, outside the public header and footer.
  route("admin/*", "routes/admin-placeholder.tsx"),
] satisfies RouteConfig;

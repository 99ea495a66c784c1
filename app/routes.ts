import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { BAD_REQUEST_PAGE_PATH } from "../contracts/error-pages.ts";
import { OUTREACH_CHANNEL_IDS, OUTREACH_CHANNELS } from "../contracts/outreach-channels.ts";
import { CATEGORY_PATHS, POLICY_PATHS } from "./content/paths.ts";

export default [
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("blog/feed.xml", "routes/blog-feed.ts"),
  route("images/blog/covers/:file", "routes/blog-cover.ts"),
  // Outside the public layout, like the root error boundary it stands in for.
  route(BAD_REQUEST_PAGE_PATH.slice(1), "routes/bad-request.tsx"),
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("offerings", "routes/offerings.tsx"),
    route("offerings/:slug", "routes/offering-detail.tsx"),
    ...CATEGORY_PATHS.map((path) => route(path, "routes/category.tsx", { id: `category${path}` })),
    route("our-instructors", "routes/our-instructors.tsx"),
    route("for-businesses", "routes/for-businesses.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:id", "routes/blog-post.tsx"),
    route("why-choose-us", "routes/why-choose-us.tsx"),
    route("join-as-instructor", "routes/join-as-instructor.tsx"),
    route("about-us", "routes/about-us.tsx"),
    route("contact-us", "routes/contact-us.tsx"),
    route("payment-success", "routes/payment-success.tsx"),
    ...POLICY_PATHS.map((path) => route(path, "routes/policy.tsx", { id: `policy${path}` })),
    route("*", "routes/not-found.tsx"),
  ]),
  // Staff pages have their own shell, outside the public header and footer; none is prerendered.
  route("admin", "routes/admin-layout.tsx", [
    index("routes/admin-index.tsx"),
    route("login", "routes/admin-login.tsx"),
    // Reached signed out, so outside the guard; they share the sign-in's module, as the Security page
    // shares the dashboard's (below).
    route("forgot-password", "routes/admin-login.tsx", { id: "admin-forgot-password" }),
    route("set-password", "routes/admin-login.tsx", { id: "admin-set-password" }),
    layout("routes/admin-staff-pages.tsx", [
      route("dashboard", "routes/admin-dashboard.tsx"),
      route("leads", "routes/admin-leads.tsx"),
      route("leads/:kind/:id", "routes/admin-lead.tsx"),
      // The Security page shares the dashboard's module: a route of its own would add its own chunk list
      // to the route manifest every public page loads, past the home page's JavaScript budget.
      route("security", "routes/admin-dashboard.tsx", { id: "admin-security" }),
      // The owners' two pages share one module, for the same reason.
      route("staff", "routes/admin-owner-pages.tsx"),
      route("audit-log", "routes/admin-owner-pages.tsx", { id: "admin-audit-log" }),
      ...OUTREACH_CHANNEL_IDS.map((channel) =>
        route(OUTREACH_CHANNELS[channel].pagePath.slice("/admin/".length), "routes/admin-outreach-tool.tsx", {
          id: `admin-tool-${channel}`,
        }),
      ),
    ]),
    route("*", "routes/admin-not-found.tsx"),
  ]),
] satisfies RouteConfig;

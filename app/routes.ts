import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { BAD_REQUEST_PAGE_PATH } from "#contracts/error-pages";
import { MANAGE_TRIAL_PATH } from "#contracts/trial-booking";
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
    route(MANAGE_TRIAL_PATH.slice(1), "routes/manage-trial.tsx"),
    ...POLICY_PATHS.map((path) => route(path, "routes/policy.tsx", { id: `policy${path}` })),
    route("*", "routes/not-found.tsx"),
  ]),
  // Staff pages have their own shell, outside the public header and footer; none is prerendered. The whole
  // staff area is one route whose pages load on demand (app/routes/admin/staff-page.ts), so staff pages do
  // not grow the route manifest that every public page downloads.
  route("admin/*", "routes/admin.tsx"),
] satisfies RouteConfig;

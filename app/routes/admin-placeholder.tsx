import type { Route } from "./+types/admin-placeholder";

export const meta: Route.MetaFunction = () => [
  { title: "Staff area | Harmoni Yoga" },
  { name: "description", content: "Harmoni Yoga staff tools." },
  { name: "robots", content: "noindex" },
];

export default function Admin() {
  return <h1>Admin</h1>;
}

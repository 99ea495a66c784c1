import "./app.css";
import frauncesLatin from "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url";
import { lazy, Suspense } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts } from "react-router";
import type { Route } from "./+types/root";
import { ApplicationError } from "./components/layout/application-error.tsx";
import { LogoMark } from "./components/layout/logo.tsx";
import { LeadModalProvider } from "./features/lead-capture/index.ts";

/**
 * Only the lazily loaded dialogs raise toasts, so sonner (~9 KB gzipped) stays out of the initial load
 * and arrives while the page hydrates, well before any dialog can submit.
 */
const Toaster = lazy(() =>
  import("./components/ui/toaster.tsx").then((module) => ({ default: module.Toaster })),
);

export const links: Route.LinksFunction = () => [
  // The heading font is on screen at once; app.css declares the same latin file.
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icons/icon-192.png", type: "image/png", sizes: "192x192" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png", sizes: "180x180" },
  { rel: "manifest", href: "/site.webmanifest" },
];

// No <ScrollRestoration />: the public layout applies the spec's scroll rules (lib/scroll-on-navigation.ts).
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f3ec" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <LeadModalProvider>
      <Outlet />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LeadModalProvider>
  );
}

/** Shown by the SPA fallback page (unknown and staff paths) until the app's modules load. */
export function HydrateFallback() {
  return (
    <div aria-busy="true" className="flex min-h-svh items-center justify-center bg-sand-100">
      <LogoMark className="size-12 animate-pulse" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

function errorDetail(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return "Unknown error";
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ApplicationError detail={errorDetail(error)} />;
}

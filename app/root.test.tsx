import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorBoundary } from "./root.tsx";

type BoundaryProps = Parameters<typeof ErrorBoundary>[0];

function renderBoundary(error: unknown): string {
  return renderToStaticMarkup(<ErrorBoundary {...({ error, params: {} } as unknown as BoundaryProps)} />);
}

describe("the router's error page", () => {
  it("names the status of a route error response", () => {
    const html = renderBoundary({
      status: 503,
      statusText: "Service Unavailable",
      internal: false,
      data: "",
    });
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("503 Service Unavailable");
  });

  it("shows the message of a thrown error", () => {
    const html = renderBoundary(new Error("Offerings failed to load"));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Offerings failed to load");
    expect(html).toContain('href="/"');
  });
});

// The image's HEALTHCHECK (Dockerfile): healthy while /readyz answers 200, so an orchestrator and compose's
// depends_on wait for the database and Redis being reachable, and a server draining at SIGTERM reads as unhealthy.
// Node's own fetch, so the image needs no curl.
const port = process.env.PORT || "3000";
try {
  const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(4_000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}

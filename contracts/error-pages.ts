/**
 * The prerendered page that answers a malformed address (`/blog/%`) with status 400: the server rewrites such a
 * request to this path (server/malformed-url.ts), and the page, served without scripts, shows the application
 * error page at whatever address the visitor typed.
 */
export const BAD_REQUEST_PAGE_PATH = "/bad-request";

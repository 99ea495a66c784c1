import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/** Public, build-time settings the browser may see (.env.example); nothing secret belongs here. */
const PUBLIC_ENV = [
  "PAYMENT_LINK_BASE_URL",
  "QUESTIONNAIRE_URL",
  "INSTRUCTOR_APPLICATION_URL",
  "ADS_CONVERSION_SEND_TO",
  "SITE_URL",
];

export default defineConfig({
  envPrefix: PUBLIC_ENV,
  plugins: [tailwindcss(), reactRouter()],
  build: {
    rolldownOptions: {
      output: {
        // React, React DOM and React Router load on every page: one long-cached chunk instead of four
        // requests. Every page shows a dozen icons; all the site's icons gzip to less as one chunk
        // (~3 KB) than a page's share does as ~20 separate ones.
        codeSplitting: {
          groups: [
            { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});

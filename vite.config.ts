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
  server: {
    port: 5173,
    proxy: { "/api": "http://127.0.0.1:3000" },
  },
});

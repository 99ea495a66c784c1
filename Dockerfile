# The Harmoni Yoga server image, and the nginx image that serves the same build's static files.
# Build, run, and the base image on machines without a registry: docs/operations/containers.md.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim

# --- build: the whole toolchain (devDependencies) makes build/client and build/node ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
# Read when the pages are built (.env.example, last section). The settings among them are baked into the runtime
# image as well, since the server refuses to start with other settings than the pages' (ADR 040).
ARG SITE_URL= PAYMENT_LINK_BASE_URL= QUESTIONNAIRE_URL= INSTRUCTOR_APPLICATION_URL= ADS_CONVERSION_SEND_TO= \
    RESPONSE_PROMISE_HOURS=
RUN npm run build

# --- web: nginx with the brotli module, and the build where the systemd layout has it (static files, manifests) ---
FROM ${DEBIAN_IMAGE} AS web
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY --from=build /app/build /srv/harmoni-yoga/build
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]

# --- runtime: production dependencies only, the compiled server, run as a user that owns nothing but its data ---
FROM ${NODE_IMAGE} AS runtime
ARG PAYMENT_LINK_BASE_URL= QUESTIONNAIRE_URL= INSTRUCTOR_APPLICATION_URL= ADS_CONVERSION_SEND_TO= \
    RESPONSE_PROMISE_HOURS=
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/var/lib/harmoni-yoga \
    PAYMENT_LINK_BASE_URL=${PAYMENT_LINK_BASE_URL} QUESTIONNAIRE_URL=${QUESTIONNAIRE_URL} \
    INSTRUCTOR_APPLICATION_URL=${INSTRUCTOR_APPLICATION_URL} ADS_CONVERSION_SEND_TO=${ADS_CONVERSION_SEND_TO} \
    RESPONSE_PROMISE_HOURS=${RESPONSE_PROMISE_HOURS}
WORKDIR /app
RUN groupadd --system --gid 10001 harmoni \
 && useradd --system --uid 10001 --gid harmoni --home-dir /nonexistent --shell /usr/sbin/nologin harmoni \
 && install -d -o harmoni -g harmoni -m 0750 /var/lib/harmoni-yoga
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/studio.settings.yaml ./studio.settings.yaml
COPY deploy/container/healthcheck.mjs ./deploy/container/healthcheck.mjs
USER harmoni
VOLUME /var/lib/harmoni-yoga
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "deploy/container/healthcheck.mjs"]
CMD ["node", "--enable-source-maps", "build/node/server/main.js"]

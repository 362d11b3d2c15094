# The site server's image: the built server (services/site/dist/server), the shell's build, the
# files the server reads beside its code (migrations, media, the social card) and production
# dependencies only, run by an unprivileged user on a read-only root file system.
#
# Chromium is in this image, not in one of its own: the prerenderer is a worker thread of the
# server that holds the fleet's prerender lock, and any replica may take the lock over when that
# one stops, so every replica must be able to render. A separate renderer image would need a
# service, a queue and a second rollout for what is one lock today (docs/production.md).
#
#   docker build -t keyline-site .
#   docker run --read-only --tmpfs /tmp -p 8080:8080 --env-file production.env keyline-site
#   docker run --read-only --env-file production.env keyline-site node services/site/dist/server/migrate.mjs

ARG NODE_VERSION=24.11

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN npm ci --no-audit --no-fund \
 && npx turbo run build --output-logs=errors-only \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium ca-certificates fonts-liberation \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    CHROME_PATH=/usr/bin/chromium \
    DEPLOY_ROOT=/tmp/site-deploy \
    SHARED_STORAGE=database \
    SHUTDOWN_DRAIN_MS=10000 \
    XDG_CONFIG_HOME=/tmp/.config \
    XDG_CACHE_HOME=/tmp/.cache
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/services/site/package.json ./services/site/package.json
COPY --from=build /app/services/site/dist/server ./services/site/dist/server
COPY --from=build /app/services/site/static ./services/site/static
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/packages/db/src/migrations ./packages/db/src/migrations
COPY --from=build /app/packages/media/videos ./packages/media/videos
COPY --from=build /app/packages/media/icons ./packages/media/icons
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "services/site/dist/server/main.mjs"]

# Kadirio in a container: the steps scripts/docker-steps.mjs runs outside Docker in CI (images
# cannot be pulled there). Running it, with PostgreSQL, Redis, MinIO and HAProxy: compose.yaml and
# docs/operations.md.

# --- Build: every dependency, then the web app and the server (apps/*/dist) ----------------------
FROM node:24-bookworm AS build
WORKDIR /app
# The manifests first, so the `npm ci` layer is reused while the lock does not change.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- Run: the server's production dependencies and the built output, as a user without rights ---
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The server's own dependencies only: the built web app is static files, the domain is bundled,
# and the Node the project brings for npm scripts (node-linux-*) is the image's Node here.
RUN npm ci --omit=dev --omit=optional --workspace apps/server --no-audit --no-fund \
    && npm cache clean --force \
    && mkdir -p /data && chown node:node /data
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY LICENSE CHANGELOG.md ./
USER node
VOLUME ["/data"]
EXPOSE 5000
# Ready: the database answers and the process is not draining (README, "Several server processes").
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node as PID 1 gets SIGTERM from `docker stop` and drains (server.ts); no npm in between.
CMD ["node", "apps/server/dist/server.js"]

# The app image (docs/operations.md, "Containers"): the same start script as `npm start`, as a non-root user.
# Build: docker build -t casino .   Run several behind deploy/haproxy.cfg: deploy/compose.yaml.

# ── Build: every dependency, then the web build (with its stamp, so the start finds it current) ──────────
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/art/package.json packages/art/
COPY packages/contracts/package.json packages/contracts/
COPY packages/core/package.json packages/core/
COPY packages/game-math/package.json packages/game-math/
RUN npm ci --no-audit --no-fund
COPY . .
RUN node scripts/web-build.mjs --force && npm prune --omit=dev --no-audit --no-fund

# ── Runtime: the sources (run through tsx), production dependencies and the web build ──────────────────
FROM node:20-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# What `npm start` runs, without npm in between: SIGTERM reaches the server, which drains and closes.
CMD ["node", "scripts/start.mjs"]

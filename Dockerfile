# The Maatglas shop as a container image: the production build plus its runtime dependencies, run as `node`.
# Used by deploy/compose.yaml (docs/deploy.md); build from the repository root: docker build -t maatglas .
FROM node:24-bookworm-slim AS build
WORKDIR /app
# patches/ first: npm ci's postinstall applies them (patch-package, docs/decisions/033).
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci
COPY . .
RUN npx react-router build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/maatglas
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/server ./server
RUN mkdir -p /var/lib/maatglas /srv/media && chown node:node /var/lib/maatglas /srv/media
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) starts the graceful shutdown of server/shutdown.ts.
CMD ["node", "server/index.ts"]

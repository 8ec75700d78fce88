# syntax=docker/dockerfile:1
# The same commands the README and CI run: scripts/install-locked.sh, npm run build, node dist/server/index.js.

FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json .npmrc .puppeteerrc.cjs ./
COPY scripts/install-locked.sh ./scripts/
RUN sh scripts/install-locked.sh
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS production-deps
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY scripts/install-locked.sh ./scripts/
RUN sh scripts/install-locked.sh --omit=dev && npm cache clean --force

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000
COPY --from=production-deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --chown=node:node package.json ./
COPY --chown=node:node content ./content
COPY --chown=node:node public ./public
# The embedded support inbox lives here: mount a volume on it to keep messages across containers.
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node itself is PID 1 (no npm wrapper), so SIGTERM reaches the graceful shutdown. A larger young
# generation: about 8 % less CPU per uncached render for about 30 MB more memory (decision 0069).
CMD ["node", "--enable-source-maps", "--max-semi-space-size=32", "dist/server/index.js"]

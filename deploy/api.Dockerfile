# syntax=docker/dockerfile:1
# The API: Fastify on Node 20, TypeScript run through tsx (docs/decisions.md), migrations applied at start.
FROM node:20-bookworm-slim
ARG PNPM_VERSION=10.34.9
RUN npm install --global pnpm@${PNPM_VERSION}
WORKDIR /portal
COPY . .
# Only the API and what it imports (@portal/shared); no dev dependencies.
RUN pnpm install --frozen-lockfile --prod --filter "@portal/api..."
# Local state (the outbox's .eml files when no SMTP_URL is set) goes to a folder the node user owns.
RUN mkdir -p /portal/.data && chown node:node /portal/.data
WORKDIR /portal/api
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/portal/.data
EXPOSE 3000
USER node
CMD ["node", "--import", "tsx", "src/server.ts"]

# syntax=docker/dockerfile:1
# The host and the five remotes: built with pnpm on node:20, served by nginx:alpine.
#   docker build -f deploy/app.Dockerfile --target host   --build-arg APP=host .
#   docker build -f deploy/app.Dockerfile --target remote --build-arg APP=remote-shipments .

FROM node:20-bookworm-slim AS build
ARG APP
ARG PNPM_VERSION=10.34.9
RUN test -n "$APP" || (echo "build arg APP is required (host, remote-shipments, …)" >&2; exit 1)
# corepack fails its signature check on some machines ("No compatible signature found"): install pnpm through npm.
RUN npm install --global pnpm@${PNPM_VERSION}
WORKDIR /portal
COPY . .
RUN pnpm install --frozen-lockfile --filter "./${APP}..."
RUN pnpm --filter "./${APP}" build
RUN mkdir /out && cp -r "${APP}/dist" /out/html \
 && if [ -f /out/html/remotes.json ]; then node deploy/nginx/remotes-template.mjs /out/html/remotes.json /out; fi

FROM nginx:1.27-alpine AS nginx-base
ENV PORTAL_NGINX_DIR=/etc/portal HTML_DIR=/usr/share/nginx/html PORT=8080
RUN rm -rf /usr/share/nginx/html/* /etc/nginx/conf.d/default.conf
COPY deploy/nginx/http-common.conf deploy/nginx/entrypoint.sh /etc/portal/
EXPOSE 8080
ENTRYPOINT ["/etc/portal/entrypoint.sh"]

FROM nginx-base AS host
ENV PORTAL_ROLE=host
COPY deploy/nginx/host.conf.template /etc/portal/
COPY --from=build /out/remotes.json.template /out/remotes.defaults.env /etc/portal/
COPY --from=build /out/html/ /usr/share/nginx/html/

FROM nginx-base AS remote
ARG APP
ENV PORTAL_ROLE=remote
# The entrypoint serves it under /remotes/<APP without "remote-">/ too (the gateway's path).
ENV PORTAL_APP=${APP}
COPY deploy/nginx/remote.conf.template /etc/portal/
COPY --from=build /out/html/ /usr/share/nginx/html/

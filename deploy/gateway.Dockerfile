# syntax=docker/dockerfile:1
# The one public port: routes /api, /remotes/<name>/ and / to the containers (nginx.conf from a template).
FROM nginx:1.27-alpine
ENV PORTAL_NGINX_DIR=/etc/portal PORTAL_ROLE=gateway PORT=8080
RUN rm -f /etc/nginx/conf.d/default.conf
COPY deploy/nginx/http-common.conf deploy/nginx/entrypoint.sh deploy/nginx/gateway.conf.template /etc/portal/
EXPOSE 8080
ENTRYPOINT ["/etc/portal/entrypoint.sh"]

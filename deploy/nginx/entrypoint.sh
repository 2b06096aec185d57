#!/bin/sh
# Container start for every nginx image of the portal (PORTAL_ROLE = host | remote | gateway):
# writes remotes.json (host), renders nginx.conf from its template with envsubst, starts nginx.
#   entrypoint.sh              render, then exec nginx in the foreground
#   entrypoint.sh --render-only render and stop (used by the deploy tests)
set -eu

PORTAL_NGINX_DIR=${PORTAL_NGINX_DIR:-/etc/portal}
HTML_DIR=${HTML_DIR:-/usr/share/nginx/html}
NGINX_CONF=${NGINX_CONF:-/etc/nginx/nginx.conf}
PORT=${PORT:-8080}
NGINX_PID=${NGINX_PID:-/tmp/nginx.pid}
export PORTAL_NGINX_DIR HTML_DIR PORT NGINX_PID

fail() {
  echo "entrypoint: $*" >&2
  exit 1
}

# Sets each VAR=default line of a file whose VAR is unset or empty.
apply_defaults() {
  while IFS='=' read -r name value; do
    case "$name" in '' | '#'*) continue ;; esac
    eval "current=\${$name:-}"
    [ -n "$current" ] || export "$name=$value"
  done <"$1"
}

# Origin (scheme://host[:port]) of an absolute URL; nothing for a path on this origin.
origin_of() {
  case "$1" in
    http://* | https://*) printf '%s' "$1" | sed -E 's#^(https?://[^/]+).*#\1#' ;;
  esac
}

# remotes.json from the built one (turned into remotes.json.template at image build): each
# remote's base URL comes from REMOTE_<NAME>_URL, default its path behind the gateway.
write_remotes_json() {
  defaults="$PORTAL_NGINX_DIR/remotes.defaults.env"
  [ -f "$defaults" ] || fail "$defaults is missing"
  apply_defaults "$defaults"
  names=$(sed -n 's/^\([A-Z0-9_]*\)=.*/\1/p' "$defaults")
  remote_origins=""
  for name in $names; do
    eval "url=\${$name}"
    case "$url" in *'"'* | *' '* | *'\'*) fail "$name must be a plain URL, got: $url" ;; esac
    case "$url" in */) ;; *) url="$url/" && export "$name=$url" ;; esac
    origin=$(origin_of "$url")
    case " $remote_origins " in *" $origin "*) ;; *) [ -z "$origin" ] || remote_origins="$remote_origins $origin" ;; esac
  done
  vars=$(for name in $names; do printf '${%s} ' "$name"; done)
  envsubst "$vars" <"$PORTAL_NGINX_DIR/remotes.json.template" >"$HTML_DIR/remotes.json"

  api_origin=$(origin_of "${API_URL:-}")
  # index.html's one inline script (the boot shell's preferences) is allowed by the hash its build
  # wrote, never by 'unsafe-inline'.
  script_hashes=""
  if [ -f "$HTML_DIR/csp-script-hashes.txt" ]; then
    for token in $(cat "$HTML_DIR/csp-script-hashes.txt"); do
      case "$token" in
        "'sha256-"*"'") script_hashes="$script_hashes $token" ;;
        *) fail "csp-script-hashes.txt must hold only 'sha256-…' sources, got: $token" ;;
      esac
    done
  fi
  # Remote scripts and manifests load from their origins; no 'unsafe-eval' anywhere.
  # Styles are inserted at run time by emotion (Chakra), hence 'unsafe-inline' for styles only.
  CSP="default-src 'self'; script-src 'self'$remote_origins$script_hashes; connect-src 'self'$remote_origins${api_origin:+ $api_origin}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
  export CSP
}

case "${PORTAL_ROLE:-}" in
  host)
    write_remotes_json
    vars='${PORT} ${NGINX_PID} ${HTML_DIR} ${PORTAL_NGINX_DIR} ${CSP}'
    ;;
  remote)
    # remote-shipments → shipments: its path behind the gateway (/remotes/shipments/).
    app=${PORTAL_APP:-}
    REMOTE_SHORT_NAME=${REMOTE_SHORT_NAME:-${app#remote-}}
    [ -n "$REMOTE_SHORT_NAME" ] || fail "set PORTAL_APP (e.g. remote-shipments) or REMOTE_SHORT_NAME (e.g. shipments)"
    export REMOTE_SHORT_NAME
    CORS_ALLOW_ORIGIN=${CORS_ALLOW_ORIGIN:-*}
    export CORS_ALLOW_ORIGIN
    vars='${PORT} ${NGINX_PID} ${HTML_DIR} ${PORTAL_NGINX_DIR} ${REMOTE_SHORT_NAME} ${CORS_ALLOW_ORIGIN}'
    ;;
  gateway)
    : "${RESOLVER:=127.0.0.11}" "${API_UPSTREAM:=api:3000}" "${HOST_UPSTREAM:=host:8080}"
    : "${REMOTE_SHIPMENTS_UPSTREAM:=remote-shipments:8080}" "${REMOTE_ADDRESSES_UPSTREAM:=remote-addresses:8080}"
    : "${REMOTE_ORGANIZATION_UPSTREAM:=remote-organization:8080}" "${REMOTE_REPORTS_UPSTREAM:=remote-reports:8080}"
    : "${REMOTE_ADMIN_UPSTREAM:=remote-admin:8080}"
    # HSTS_MAX_AGE: seconds browsers keep to HTTPS after an answer over HTTPS (default a year; 0: none).
    : "${HSTS_MAX_AGE:=31536000}"
    printf '%s' "$HSTS_MAX_AGE" | grep -Eq '^[0-9]+$' ||
      fail "HSTS_MAX_AGE must be a whole number of seconds, got: $HSTS_MAX_AGE"
    if [ "$HSTS_MAX_AGE" -gt 0 ]; then HSTS_VALUE="max-age=$HSTS_MAX_AGE"; else HSTS_VALUE=""; fi
    export RESOLVER API_UPSTREAM HOST_UPSTREAM REMOTE_SHIPMENTS_UPSTREAM REMOTE_ADDRESSES_UPSTREAM \
      REMOTE_ORGANIZATION_UPSTREAM REMOTE_REPORTS_UPSTREAM REMOTE_ADMIN_UPSTREAM HSTS_VALUE
    vars='${PORT} ${NGINX_PID} ${PORTAL_NGINX_DIR} ${RESOLVER} ${API_UPSTREAM} ${HOST_UPSTREAM} ${REMOTE_SHIPMENTS_UPSTREAM} ${REMOTE_ADDRESSES_UPSTREAM} ${REMOTE_ORGANIZATION_UPSTREAM} ${REMOTE_REPORTS_UPSTREAM} ${REMOTE_ADMIN_UPSTREAM} ${HSTS_VALUE}'
    ;;
  *) fail "PORTAL_ROLE must be host, remote or gateway" ;;
esac

envsubst "$vars" <"$PORTAL_NGINX_DIR/$PORTAL_ROLE.conf.template" >"$NGINX_CONF"
echo "entrypoint: rendered $NGINX_CONF for the $PORTAL_ROLE on port $PORT"

[ "${1:-}" = "--render-only" ] && exit 0
exec nginx -g 'daemon off;'

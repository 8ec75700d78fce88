#!/usr/bin/env sh
# Before `npm test`: the suites need Debian's redis-server and nginx (the replicas' tests),
# Chromium (at CHROMIUM_PATH or /usr/bin/chromium) and its headless shell, which the browser tests
# drive (a third faster on two cores; tests/support/browser.ts). What is missing is installed with apt when
# running as root with apt-get; otherwise the run stops at once, naming the packages to install.
set -eu

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=""
command -v redis-server >/dev/null 2>&1 || missing="$missing redis-server"
# nginx lives in /usr/sbin, which is not on every user's PATH.
command -v nginx >/dev/null 2>&1 || [ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || missing="$missing nginx"
[ -x "$chromium" ] || missing="$missing chromium fonts-liberation"
[ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}" ] || missing="$missing chromium-headless-shell"

[ -z "$missing" ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing test tools:$missing" >&2
  apt-get update -qq
  # shellcheck disable=SC2086 # one word per package
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  exit 0
fi

echo "npm test needs these Debian packages; install them first (as root: apt-get install$missing)" >&2
exit 1

#!/usr/bin/env sh
# `npm test`'s static checks side by side (two cores do them in the time of the slowest), each with
# its cache in node_modules/.cache, so a second run checks only what changed. Each check's output is
# printed whole when it ends; the run fails if any check fails.
set -u
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

for check in typecheck lint format:check; do
  npm run -s "$check" >"$out/$check" 2>&1 &
  echo $! >"$out/$check.pid"
done

failed=""
for check in typecheck lint format:check; do
  if wait "$(cat "$out/$check.pid")"; then status=passed; else status=failed failed="$failed $check"; fi
  echo "== $check: $status"
  cat "$out/$check"
done
[ -z "$failed" ] || { echo "static checks failed:$failed" >&2; exit 1; }

#!/bin/sh
# Installs exactly what package-lock.json records and fails if the lock would change: the guarantee
# of `npm ci`, minus its refusal of a lock that lacks other platforms' optional binaries, which the
# registry these machines use does not serve (docs/decisions/0006-build-and-run.md).
# Extra arguments go to npm (e.g. --omit=dev).
set -eu
before=$(cksum < package-lock.json)
npm install --no-audit --no-fund "$@"
after=$(cksum < package-lock.json)
if [ "$before" != "$after" ]; then
  echo "package-lock.json is out of date: run npm install and commit the lock" >&2
  exit 1
fi

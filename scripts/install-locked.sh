#!/bin/sh
# Installs exactly what package-lock.json records and fails if the lock would change: the guarantee
# of `npm ci`, minus its refusal of a lock that lacks other platforms' optional binaries, which the
# registry these machines use does not serve (docs/decisions/0006-build-and-run.md).
# Extra arguments go to npm (e.g. --omit=dev).
set -eu

# Each package installs under the Node its .nvmrc names (decision 0086): the site 24, Directus in
# cms/ 22, the runtime its release supports. When the Node on PATH is another, npm runs under that
# Node fetched from the registry (kept in the user's cache), so every package's engines hold and
# native modules compile for it, against its headers (node-gyp would otherwise download them).
wanted=$(cat .nvmrc 2>/dev/null || true)
if [ -n "$wanted" ] && [ "$(node -p 'process.versions.node.split(".")[0]')" != "$wanted" ]; then
  tools="${XDG_CACHE_HOME:-$HOME/.cache}/label-site/node-$wanted"
  if [ ! -x "$tools/node_modules/.bin/node" ]; then
    echo "Fetching Node $wanted from the registry into $tools (this package runs on it; the machine has $(node --version))" >&2
    npm install --prefix "$tools" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$wanted" >/dev/null
  fi
  PATH="$tools/node_modules/.bin:$PATH"
  npm_config_nodedir="$tools/node_modules/node/node_modules/node-$(node -p 'process.platform + "-" + process.arch')"
  export PATH npm_config_nodedir
fi

before=$(cksum < package-lock.json)
npm install --no-audit --no-fund "$@"
after=$(cksum < package-lock.json)
if [ "$before" != "$after" ]; then
  echo "package-lock.json is out of date: run npm install and commit the lock" >&2
  exit 1
fi

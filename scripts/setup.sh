#!/usr/bin/env bash
# `bash scripts/setup.sh` (or `npm run setup`): everything `npm test` needs on a Debian or Ubuntu
# machine, with or without a Node.js of its own; then `npm test` is the only other command
# (docs/testing.md). .ci/run starts with it. Node.js 24 and its npm come first and
# everything else runs under them, so the machine's Node and npm (any version) only fetch them.
# Each step is skipped when its work is done, so a second run takes a second or two:
#   1. curl from apt when the machine has no npm, curl nor wget (step 2 fetches with one of them);
#   2. Node.js 24 and npm 11 from the npm registry (scripts/node24.sh), cached outside the clone;
#      `npm test` runs on it, no PATH change needed; a machine with no npm gets it in /usr/local/bin;
#   3. the apt packages scripts/test/testPreflight.mjs finds missing (browsers, fonts, Java, WebKit's
#      driver, Xvfb, Firefox ESR), with sudo unless root;
#   4. `npm ci` when node_modules is missing or out of step with package-lock.json. No package's
#      install script runs, whichever npm (.npmrc; docs/deploying.md);
#   5. the preflight again: the last line says the machine is ready, or what is still missing.
set -euo pipefail
cd "$(dirname "$0")/.."
# Node.js from the npm registry trusts only the certificates it was built with; Debian's node, apt
# and git trust the system's store, where a company network that inspects TLS puts its own
# authority. Without this, npm ci fails there (SELF_SIGNED_CERT_IN_CHAIN) after the machine's node
# fetched Node.js 24 (docs/deploying.md).
export NODE_USE_SYSTEM_CA=1

sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
updated=""
apt_install() {
  if [ -z "$updated" ]; then
    $sudo apt-get update -qq || echo "setup: apt-get update failed; trying the install anyway" >&2
    updated=1
  fi
  echo "setup: apt-get install $*"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@"
}
# Whether apt knows the package (Ubuntu has no firefox-esr nor chromium-headless-shell). Not a
# pipe into `grep -q`: under pipefail, apt-cache killed by SIGPIPE would read as "no".
apt_has() { [[ "$(apt-cache policy "$1" 2>/dev/null)" =~ Candidate:\ [^\(] ]]; }

if ! command -v npm >/dev/null && ! command -v curl >/dev/null && ! command -v wget >/dev/null; then
  apt_install curl ca-certificates
fi

machine_npm=$(command -v npm || true)
node_bin=$(scripts/node24.sh)
export PATH="$node_bin:$PATH"
echo "setup: Node.js $(node --version), npm $(npm --version) in $node_bin"
# A machine with no npm of its own gets this one as its node, npm and npx, so that `npm test`
# works from the next shell (README); a machine's own Node.js is never replaced.
if [ -z "$machine_npm" ]; then
  for tool in node npm npx; do $sudo ln -sfn "$node_bin/$tool" "/usr/local/bin/$tool"; done
  echo "setup: node, npm and npx of Node.js 24 linked into /usr/local/bin"
fi

read -r -a packages <<<"$(node scripts/test/testPreflight.mjs --apt)"
elsewhere=()
if [ ${#packages[@]} -gt 0 ]; then
  [ -n "$updated" ] || { $sudo apt-get update -qq || true; updated=1; }
  available=()
  for package in "${packages[@]}"; do
    # Debian's full browser goes with its headless shell; Ubuntu's `chromium` is a snap.
    if [ "$package" = chromium ] && ! apt_has chromium-headless-shell; then continue; fi
    if apt_has "$package"; then available+=("$package"); else elsewhere+=("$package"); fi
  done
  [ ${#available[@]} -eq 0 ] || apt_install "${available[@]}"
fi

if [ "$(node scripts/test/testPreflight.mjs --modules)" != ok ]; then
  npm ci --no-audit --no-fund
fi
# The pre-commit hook (lint-staged on the staged files: package.json): .npmrc lets npm ci run no
# script, so the setup installs it, in a git checkout only.
if git rev-parse --git-dir >/dev/null 2>&1; then npx simple-git-hooks >/dev/null; fi

# Where apt has no Chromium headless shell (Ubuntu), Playwright's own, with its libraries.
for package in ${elsewhere[@]+"${elsewhere[@]}"}; do
  case "$package" in
    chromium-headless-shell) npx playwright install --with-deps chromium-headless-shell ;;
    *) echo "setup: no apt package $package here" >&2 ;;
  esac
done

if message=$(node scripts/test/testPreflight.mjs); then
  echo "setup: ready on Node.js $(node --version); run npm test"
else
  echo "setup: $message" >&2
  exit 1
fi

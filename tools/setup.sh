#!/usr/bin/env bash
# Installs what kbloc needs to build and test on a Debian machine, and nothing else:
#   - libxkbcommon and libxkbregistry with their headers and pkg-config files (the CXKBCommon module),
#   - xkbcli (libxkbcommon-tools) and xkeyboard-config's rules (xkb-data), which tests compare against,
#   - Python's jsonschema and PyYAML, which tools/check-schemas (the JSON contract check) needs.
# Idempotent and quiet when everything is present; one line for each thing it installs. Works as root
# with no standard input (CI); uses sudo only when not root.
#
# usage: tools/setup.sh          (or: make setup)
set -euo pipefail

say() { printf 'setup: %s\n' "$*"; }
die() {
  printf 'setup: error: %s\n' "$*" >&2
  exit 1
}

# Swift: on PATH, or where our machines install it (the Makefile puts /opt/swift/usr/bin on its PATH).
if ! command -v swift >/dev/null 2>&1; then
  if [ -x /opt/swift/usr/bin/swift ]; then
    PATH="/opt/swift/usr/bin:$PATH"
    say "swift is not on PATH; using /opt/swift/usr/bin/swift (add /opt/swift/usr/bin to PATH to call it yourself)"
  else
    die "swift is not on PATH; install Swift 6.1 or later from swift.org and put its usr/bin on PATH"
  fi
fi
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\.\([0-9][0-9]*\).*/\1 \2/p' | head -n 1)
if [ -n "$swift_version" ]; then
  read -r major minor <<<"$swift_version"
  if [ "$major" -lt 6 ] || { [ "$major" -eq 6 ] && [ "$minor" -lt 1 ]; }; then
    die "Swift $major.$minor is too old: Package.swift needs Swift 6.1 or later"
  fi
fi

# Runs a command as root: directly when we are root, else through sudo (which never prompts when there
# is no terminal to answer it).
as_root() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif [ -t 0 ]; then
    sudo "$@"
  else
    sudo -n "$@"
  fi
}

log=$(mktemp "${TMPDIR:-/tmp}/kbloc-setup.XXXXXX")
trap 'rm -f "$log"' EXIT

# Runs a command with its output in the log; on failure shows the end of the log and stops.
quietly() {
  if ! "$@" >>"$log" 2>&1; then
    tail -n 20 "$log" >&2
    die "'$*' failed"
  fi
}

apt_updated=no
# Installs Debian packages that are not installed yet: one line for each.
apt_install() {
  command -v apt-get >/dev/null 2>&1 || die "missing $*, and apt-get is not here to install them; install them by hand"
  [ "$(id -u)" -eq 0 ] || command -v sudo >/dev/null 2>&1 || die "missing $*; run as root, or install sudo"
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  if [ "$apt_updated" = no ]; then
    quietly as_root env DEBIAN_FRONTEND=noninteractive apt-get update
    apt_updated=yes
  fi
  for package in "${missing[@]}"; do say "installing $package"; done
  quietly as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
}

# libxkbcommon, libxkbregistry, xkbcli and xkeyboard-config's rules.
if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists xkbcommon xkbregistry ||
  ! command -v xkbcli >/dev/null 2>&1 || [ ! -f /usr/share/X11/xkb/rules/evdev.xml ]; then
  apt_install libxkbcommon-dev libxkbregistry-dev libxkbcommon-tools xkb-data pkg-config
  pkg-config --exists xkbcommon xkbregistry || die "pkg-config still finds no xkbcommon and xkbregistry"
  command -v xkbcli >/dev/null 2>&1 || die "xkbcli is still missing (Debian's libxkbcommon-tools)"
  [ -f /usr/share/X11/xkb/rules/evdev.xml ] || die "/usr/share/X11/xkb/rules/evdev.xml is still missing (Debian's xkb-data)"
fi

# Python 3 with jsonschema and PyYAML, for tools/check-schemas.
command -v python3 >/dev/null 2>&1 || apt_install python3
# Installs the Python module `$1` (pip's `$2`, Debian's `$3`) when python3 cannot import it.
python_module() {
  local module=$1 pip_name=$2 debian_name=$3
  python3 -c "import $module" >/dev/null 2>&1 && return 0
  # pip first, as the user (a pyenv or virtualenv Python does not see Debian's packages); then
  # Debian's package for Debian's own Python, which refuses pip (PEP 668); pip past that refusal
  # only when there is no apt.
  export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
  if python3 -m pip install --quiet "$pip_name" >>"$log" 2>&1; then
    say "installed Python's $pip_name (pip)"
  elif command -v apt-get >/dev/null 2>&1 && [ "$(command -v python3)" = /usr/bin/python3 ]; then
    apt_install "$debian_name"
  else
    quietly as_root python3 -m pip install --quiet --break-system-packages "$pip_name"
    say "installed Python's $pip_name (pip)"
  fi
  python3 -c "import $module" >/dev/null 2>&1 || die "python3 still cannot import $module"
}
python_module jsonschema jsonschema python3-jsonschema
python_module yaml PyYAML python3-yaml

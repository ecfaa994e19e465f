#!/usr/bin/env bash
# A program from Debian's packages the project needs (a test tool's own download cannot work on these machines):
# the one its path variable names, else the one on the PATH, else Debian's package installed with apt-get as root.
# Usage: ensure-debian-tool.sh <command> <package> <path variable> <what needs it> <what else will do>
set -uo pipefail
command_name=$1 package=$2 path_variable=$3 needed_by=$4 alternative=$5
given=${!path_variable:-}
if [ -n "$given" ]; then
  [ -x "$given" ] && exit 0
  echo "$path_variable is set to '$given', which is not an executable file." >&2
  exit 1
fi
if command -v "$command_name" >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "$command_name is missing: installing Debian's $package package with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  if apt-get update -qq && apt-get install -y -qq "$package" >/dev/null; then
    command -v "$command_name" >/dev/null 2>&1 && { echo "$command_name installed."; exit 0; }
  fi
  echo "apt-get could not install the $package package (see its output above: no network to the Debian mirror, or a held package?)." >&2
fi
cat >&2 <<MSG
$needed_by $command_name, and it is not installed.
Install it as root, then run the command again:
    sudo apt-get update && sudo apt-get install -y $package
(or $alternative, or set $path_variable to its executable).
MSG
exit 1

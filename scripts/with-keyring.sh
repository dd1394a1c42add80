#!/bin/sh
# Runs a command inside a private D-Bus session with an unlocked gnome-keyring, so tests reach a real
# Secret Service without touching the user's own keyring. Usage: scripts/with-keyring.sh <command> [args...]
set -u
if [ "$#" -eq 0 ]; then
  echo "usage: scripts/with-keyring.sh <command> [args...]" >&2
  exit 2
fi
if ! command -v dbus-run-session >/dev/null 2>&1 || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
  echo "with-keyring: dbus-run-session or gnome-keyring-daemon is missing (apt-get install -y dbus gnome-keyring);" \
    "running without a keychain, so keychain tests skip." >&2
  exec "$@"
fi
home=$(mktemp -d "${TMPDIR:-/tmp}/kosar-keyring.XXXXXX") || exit 1
trap 'rm -rf "$home"' EXIT
mkdir -m 700 "$home/data" "$home/runtime"

# In the session: the daemon in the foreground of a background job, so it can be stopped by its own pid
# (a daemonised one can outlive the bus); then wait until it owns the Secret Service name.
session='
  printf test | gnome-keyring-daemon --foreground --unlock --components=secrets >/dev/null 2>&1 &
  daemon=$!
  tries=0
  until dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q "boolean true"; do
    tries=$((tries + 1))
    if [ "$tries" -gt 100 ]; then echo "with-keyring: gnome-keyring did not start" >&2; break; fi
    sleep 0.05
  done
  "$@"
  status=$?
  kill "$daemon" 2>/dev/null
  wait "$daemon" 2>/dev/null
  exit "$status"'
# A private data and runtime folder: the daemon must neither find nor replace a desktop session's keyring.
XDG_DATA_HOME="$home/data" XDG_RUNTIME_DIR="$home/runtime" dbus-run-session -- sh -c "$session" with-keyring "$@"

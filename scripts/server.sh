# Sourced by the check scripts: a scratch directory ($work) removed on exit, and a server of
# this checkout on a free port, stopped on exit (or earlier by stop_server).

work=$(mktemp -d)
server_pid=
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# start_server BINARY DATABASE_URL LOG: starts BINARY with the caller's environment plus
# DATABASE_URL and PORT, sets $port, $base and $server_pid, and waits until it is ready
# (/readyz); shows the log and fails if it never is.
start_server() {
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  base="http://127.0.0.1:$port"
  DATABASE_URL="$2" PORT="$port" "$1" >"$3" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 100); do
    curl -fs "$base/readyz" >/dev/null 2>&1 && return 0
    sleep 0.1
  done
  cat "$3" >&2
  return 1
}

# stop_server: stops the server start_server started.
stop_server() {
  kill "$server_pid"
  wait "$server_pid" 2>/dev/null || true
  server_pid=
}

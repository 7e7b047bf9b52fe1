#!/usr/bin/env bash
# The newcomer's path (issue 28 item 4): a fresh clone of this repository's HEAD, the README's set-up
# command exactly as written (`npm install && npm start`, on a free PORT), a visitor's fun spin in
# Chromium (visit.spec.ts); then a change to the game client's source and `npm start` again: the
# server must serve the new game client. Exits non-zero on any failure; stops what it started.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
head="$(git -C "$repo" rev-parse HEAD)"
[ -z "$(git -C "$repo" status --porcelain)" ] || echo "newcomer: uncommitted changes are not in the clone; testing $head"

work="$(mktemp -d "${TMPDIR:-/tmp}/newcomer-XXXXXX")"
server=""
stop_server() {
  if [ -n "$server" ] && kill -0 "$server" 2>/dev/null; then
    kill -TERM -- "-$server" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$server" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$server" 2>/dev/null || true
  fi
  server=""
}
cleanup() {
  stop_server
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# The set-up command as the README writes it, its comment left off.
setup="$(grep -m1 -E '^npm install && npm start' "$repo/README.md" | sed 's/#.*//; s/[[:space:]]*$//')"
[ "$setup" = "npm install && npm start" ] || { echo "newcomer: README's set-up line is '$setup'"; exit 1; }
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
url="http://localhost:$port"

echo "--- newcomer: git clone ($head) into $work/casino"
git clone -q "$repo" "$work/casino"
cd "$work/casino"
git checkout -q "$head"

# $1: the command, $2: its log. In a process group of its own, so stopping it stops the server too.
start() {
  echo "--- newcomer: PORT=$port $1"
  PORT="$port" npm_config_audit=false npm_config_fund=false npm_config_prefer_offline=true \
    setsid bash -c "$1" >"$2" 2>&1 &
  server=$!
  local deadline=$((SECONDS + 900))
  until curl -sf "$url/health" >/dev/null; do
    if ! kill -0 "$server" 2>/dev/null; then
      tail -n 40 "$2"
      echo "newcomer: '$1' stopped before the casino answered"
      exit 1
    fi
    if [ $SECONDS -gt $deadline ]; then
      tail -n 40 "$2"
      echo "newcomer: no answer at $url in 900 s"
      exit 1
    fi
    sleep 2
  done
  grep -q "GO Casino is running at $url" "$2" || { tail -n 20 "$2"; echo "newcomer: no line saying where the casino is"; exit 1; }
}

# The entry script the game page loads, and that script's text.
client_script() {
  local page src
  page="$(curl -sf "$url/studio/play/$1")"
  src="$(grep -o 'src="/studio/assets/[^"]*\.js"' <<<"$page" | head -n1 | sed 's/^src="//; s/"$//')"
  [ -n "$src" ] || { echo "newcomer: the game page names no script: $page" >&2; exit 1; }
  echo "$src"
}

start "$setup" "$work/first.log"
echo "--- newcomer: a visitor's fun spin in Chromium"
NEWCOMER_URL="$url" npx playwright test -c tests/newcomer/playwright.config.ts

slot="$(curl -sf "$url/games-api/games/new?platform=desktop" |
  node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const g=JSON.parse(s).data.games.find(g=>g.category==="slots");console.log(g.game_id)})')"
before="$(client_script "$slot")"
stop_server

echo "--- newcomer: a change to studio/client/, then npm start again"
marker="newcomer-change-$(date +%s)-$$"
echo "console.info('$marker')" >>studio/client/main.ts
start "npm start" "$work/second.log"
grep -q 'building the game client' "$work/second.log" || { echo "newcomer: the changed game client was not rebuilt"; exit 1; }
if grep -q 'building the casino' "$work/second.log"; then echo "newcomer: the unchanged PWA was rebuilt"; exit 1; fi
after="$(client_script "$slot")"
[ "$after" != "$before" ] || { echo "newcomer: the game page still loads $before"; exit 1; }
curl -sf "$url$after" | grep -q "$marker" || { echo "newcomer: $after lacks the change"; exit 1; }
echo "--- newcomer: passed (the game page loads $after with the change; before: $before)"

#!/usr/bin/env bash
# Usage: bash scripts/run-bounded.sh SECONDS command [args...]
# Runs the command with a time limit. Past it, before stopping the command, prints where each
# of its processes is waiting, so a stall says its cause instead of only failing: the kernel
# wait channel and system call of every process, its pipes and sockets, and for each Node
# process its JavaScript stack and open handles (a Node diagnostic report, asked for with
# SIGUSR2). Exits with the command's status, or 124 when it was stopped.
set -uo pipefail
limit=$1
shift

reports=$(mktemp -d)
export NODE_OPTIONS="${NODE_OPTIONS:-} --report-on-signal --report-signal=SIGUSR2 --report-directory=$reports"
# The command and every process under it (vitest's workers). It stays in the caller's process
# group, so whatever stops the caller's group stops it too.
tree() {
  local child
  echo "$1"
  for child in $(pgrep -P "$1"); do tree "$child"; done
}
"$@" &
pid=$!
trap 'kill -TERM $(tree "$pid") 2>/dev/null; rm -rf "$reports"' EXIT
trap 'exit 130' INT TERM

deadline=$((SECONDS + limit))
while kill -0 "$pid" 2>/dev/null && [ "$SECONDS" -lt "$deadline" ]; do sleep 1; done
if ! kill -0 "$pid" 2>/dev/null; then
  wait "$pid"
  exit $?
fi

echo
echo "== stopped after ${limit} s: where each of its processes was waiting"
procs=$(tree "$pid")
for p in $procs; do
  ps -o pid=,ppid=,stat=,wchan:24=,etime=,time=,args= -p "$p" | cut -c1-220
  echo "   system call: $(cat "/proc/$p/syscall" 2>/dev/null)"
  for fd in /proc/"$p"/fd/*; do
    target=$(readlink "$fd" 2>/dev/null) || continue
    case "$target" in pipe:* | socket:*) echo "   fd ${fd##*/} -> $target" ;; esac
  done
  kill -USR2 "$p" 2>/dev/null
done
# A report needs the process's event loop: a process blocked in a system call writes none, and
# its wait channel above is the answer.
sleep 5
node - "$reports" <<'EOF'
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  console.log(`\n-- Node process ${report.header.processId}: ${report.header.commandLine.join(' ').slice(0, 200)}`);
  console.log(`   JavaScript stack: ${(report.javascriptStack.stack ?? []).slice(0, 12).join('\n     ') || '(idle: waiting on its event loop)'}`);
  const handles = report.libuv.filter((h) => h.is_active && !['async', 'check', 'prepare', 'idle', 'signal', 'loop'].includes(h.type));
  for (const h of handles) {
    const peer = h.remoteEndpoint ? ` ${h.remoteEndpoint.host ?? ''}:${h.remoteEndpoint.port ?? ''}` : '';
    const timer = h.type === 'timer' ? ` due in ${h.firesInMsFromNow} ms` : '';
    console.log(`   active ${h.type}${peer}${timer}`);
  }
}
EOF
kill -TERM $procs 2>/dev/null
sleep 10
kill -KILL $procs 2>/dev/null
exit 124

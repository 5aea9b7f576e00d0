#!/usr/bin/env bash
# The interactive scroll's CPU per row: `atomic users` in tmux at 200 x 60, held `j` over N rows of the users
# list, against a GitHub-like server on loopback (scripts/scroll-cpu-server.py) that serves real PNG avatars.
#
#   scripts/scroll-cpu.sh [--rows N] [--rate KEYS_PER_SECOND] [--modes "symbols off"] [--avatar-pixels SIDE]
#                         [--idle-seconds S] [--perf DIR]
#
# Builds nothing: it runs .build/release/atomic (`swift build -c release --product atomic`). Everything runs in
# a network namespace of its own with only loopback up (`unshare -n`), so no request or name lookup can leave the
# machine. For each avatar mode, with a fresh cache folder and no config file:
#
#   1. starts the server and `atomic --avatars=MODE users` in a tmux session of its own, 200 x 60;
#   2. waits for the first rows, then for the screen to settle;
#   3. the idle baseline: the app's CPU over --idle-seconds (10) of doing nothing, as a rate;
#   4. presses `j` N times (2,000) at a steady rate (25 a second, as a held key repeats), each key at its own
#      time rather than after the last one's sleep, so the rate does not drift;
#   5. waits until the preview beside the list shows the profile of the row reached (`@user-(N+1)`: the rows
#      are users 1, 2, 3, ...) and the screen and the server's request counts have not changed for 2 s, and
#      checks that the header says "row N+1 of many" (`tmux capture-pane -p`);
#   6. reads the app's CPU (utime + stime of /proc/PID/stat, every thread) and prints
#      (CPU of steps 4-5 - idle rate x their wall time) / N as ms of CPU per row.
#
# With --perf DIR, `perf record -g` follows the app during steps 4-5 and leaves DIR/MODE.data and, from
# `perf report --no-children`, DIR/MODE.txt. Prints one line per mode, and the server's counts.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
binary="$root/.build/release/atomic"
rows=2000
rate=25
modes="symbols off"
avatar_pixels=80
idle_seconds=10
perf_dir=""

usage() { sed -n '4,5p' "$0" | sed 's/^# \{0,3\}//'; }
while [ $# -gt 0 ]; do
    case "$1" in
        --rows) rows="$2"; shift 2 ;;
        --rate) rate="$2"; shift 2 ;;
        --modes) modes="$2"; shift 2 ;;
        --avatar-pixels) avatar_pixels="$2"; shift 2 ;;
        --idle-seconds) idle_seconds="$2"; shift 2 ;;
        --perf) perf_dir="$2"; shift 2 ;;
        -h | --help) usage; exit 0 ;;
        *) echo "scroll-cpu: unknown option $1" >&2; usage >&2; exit 2 ;;
    esac
done

for tool in tmux python3 unshare ip; do
    command -v "$tool" > /dev/null || { echo "scroll-cpu: $tool is needed" >&2; exit 1; }
done
[ -x "$binary" ] || { echo "scroll-cpu: build it first: swift build -c release --product atomic" >&2; exit 1; }
[ -z "$perf_dir" ] || command -v perf > /dev/null || { echo "scroll-cpu: perf is needed for --perf" >&2; exit 1; }

# Into a network namespace with loopback only, once.
if [ "${SCROLL_CPU_ISOLATED:-}" != 1 ]; then
    share=(-n)
    [ "$(id -u)" = 0 ] || share=(-r -n)
    exec unshare "${share[@]}" env SCROLL_CPU_ISOLATED=1 bash -c 'ip link set lo up && exec "$@"' scroll-cpu \
        "$0" --rows "$rows" --rate "$rate" --modes "$modes" --avatar-pixels "$avatar_pixels" \
        --idle-seconds "$idle_seconds" ${perf_dir:+--perf "$perf_dir"}
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/scroll-cpu.XXXXXX")
socket="scroll-cpu-$$"
server_pid=""
cleanup() {
    tmux -L "$socket" kill-server 2> /dev/null || true
    [ -z "$server_pid" ] || kill "$server_pid" 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT
ticks=$(getconf CLK_TCK)

# The CPU time of process $1 so far, in ms (utime + stime, fields 14 and 15 after the command's parentheses).
cpu_ms() {
    local stat
    stat=$(< "/proc/$1/stat")
    stat=${stat##*) }
    read -r -a fields <<< "$stat"
    echo $(((fields[11] + fields[12]) * 1000 / ticks))
}
now_us() { echo $((${EPOCHREALTIME/./})); }
screen() { tmux -L "$socket" capture-pane -p -t scroll; }

# Waits until the screen holds $1 (a fixed string), at most $2 seconds.
wait_for() {
    local deadline=$(($(now_us) + $2 * 1000000))
    until grep -qF -- "$1" <<< "$(screen)"; do
        if [ "$(now_us)" -gt "$deadline" ]; then
            echo "scroll-cpu: the screen never showed \"$1\"; it shows:" >&2
            screen >&2
            return 1
        fi
        sleep 0.1
    done
}

# Waits until the screen and the server's request counts have not changed for 2 s (at most 120 s).
settle() {
    local last="" same_since current deadline
    same_since=$(now_us)
    deadline=$(($(now_us) + 120 * 1000000))
    while [ "$(now_us)" -lt "$deadline" ]; do
        current="$(screen)$(cat "$work/counts.json" 2> /dev/null)"
        if [ "$current" != "$last" ]; then
            last=$current
            same_since=$(now_us)
        elif [ $(($(now_us) - same_since)) -ge 2000000 ]; then
            return 0
        fi
        sleep 0.2
    done
    echo "scroll-cpu: the screen never settled" >&2
    return 1
}

run_mode() {
    local mode=$1 cache="$work/cache-$1" port pid
    rm -f "$work/port" "$work/counts.json"
    mkdir -p "$cache" "$work/home-$mode"
    python3 "$root/scripts/scroll-cpu-server.py" --port-file "$work/port" --count-file "$work/counts.json" \
        --avatar-pixels "$avatar_pixels" &
    server_pid=$!
    until [ -s "$work/port" ]; do sleep 0.05; done
    port=$(< "$work/port")

    tmux -L "$socket" -f /dev/null new-session -d -s scroll -x 200 -y 60 \
        env -i PATH="$PATH" HOME="$work/home-$mode" XDG_CONFIG_HOME="$work/home-$mode/.config" TERM=tmux-256color \
        LANG=C.UTF-8 ATOMIC_CACHE_DIR="$cache" \
        "$binary" --github-api-url "http://127.0.0.1:$port" --avatars="$mode" users
    pid=$(tmux -L "$socket" display-message -p -t scroll '#{pane_pid}')
    wait_for "user-1 " 30
    settle

    local idle_start idle_cpu idle_wall
    idle_start=$(now_us)
    idle_cpu=$(cpu_ms "$pid")
    sleep "$idle_seconds"
    idle_cpu=$(($(cpu_ms "$pid") - idle_cpu))
    idle_wall=$(($(now_us) - idle_start))

    local perf_pid="" start cpu_start interval next index wall cpu
    if [ -n "$perf_dir" ]; then
        mkdir -p "$perf_dir"
        perf record -q -g -p "$pid" -o "$perf_dir/$mode.data" > /dev/null 2>&1 &
        perf_pid=$!
        sleep 1
    fi
    start=$(now_us)
    cpu_start=$(cpu_ms "$pid")
    interval=$((1000000 / rate))
    next=$start
    for ((index = 0; index < rows; index++)); do
        tmux -L "$socket" send-keys -t scroll j
        next=$((next + interval))
        local left=$((next - $(now_us)))
        [ "$left" -le 0 ] || sleep "$(printf '0.%06d' "$left")"
    done
    local keys_wall=$(($(now_us) - start))
    wait_for "@user-$((rows + 1))" 60
    settle
    cpu=$(($(cpu_ms "$pid") - cpu_start))
    wall=$(($(now_us) - start))
    if [ -n "$perf_pid" ]; then
        kill -INT "$perf_pid"
        wait "$perf_pid" || true
        { perf report -i "$perf_dir/$mode.data" --no-children --stdio -g none 2> /dev/null || true; } | grep -v "^#" | grep -v "^$" | head -60 > "$perf_dir/$mode.txt" || true
    fi

    # The header says the selection is on row N+1, which shows user N+1, whose profile is beside the list.
    local row grouped shown
    row=$((rows + 1))
    grouped=$(sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<< "$row")
    shown=$(screen)
    if ! grep -qF "row $grouped of many" <<< "${shown%%$'\n'*}" || ! grep -qE "^ *user-$row .*#$row" <<< "$shown"; then
        echo "scroll-cpu: the selection is not on row $grouped (user-$row):" >&2
        echo "$shown" >&2
        return 1
    fi
    local idle_share=$((idle_cpu * wall / idle_wall))
    awk -v mode="$mode" -v rows="$rows" -v cpu="$cpu" -v idle="$idle_share" -v wall="$wall" \
        -v keys="$keys_wall" -v counts="$(cat "$work/counts.json")" 'BEGIN {
        printf "%-8s %d rows in %.1f s (keys %.1f s): CPU %d ms, idle baseline %d ms, %.3f ms per row   server %s\n",
            mode, rows, wall / 1e6, keys / 1e6, cpu, idle, (cpu - idle) / rows, counts
    }'
    tmux -L "$socket" send-keys -t scroll q
    sleep 0.5
    tmux -L "$socket" kill-server 2> /dev/null || true
    kill "$server_pid" 2> /dev/null || true
    wait "$server_pid" 2> /dev/null || true
    server_pid=""
}

echo "scroll-cpu: $rows rows at $rate keys/s, 200 x 60, avatars of ${avatar_pixels} px; $(nproc) cores," \
    "load average $(cut -d' ' -f1-3 /proc/loadavg)"
for mode in $modes; do
    run_mode "$mode"
done

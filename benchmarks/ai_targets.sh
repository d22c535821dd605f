#!/usr/bin/env bash
# Every AI strength and speed figure of the README's "AI" section, in order.
# About 45 minutes on the 2-core development machine; not part of CI.
# Usage: bash benchmarks/ai_targets.sh [OUTDIR]   (default: ai-targets/)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-ai-targets}
mkdir -p "$out"
run() {
    local name=$1
    shift
    echo "+ $*" | tee "$out/$name.txt"
    "$@" | tee -a "$out/$name.txt"
}
T=(.venv/bin/cardtable sim tournament --variant twenty-two --players 4)
run expert-deals "${T[@]}" --bots expert,normal,normal,normal --deals 500 --seed 1 --jobs 2
run expert-games "${T[@]}" --bots expert,normal,normal,normal --deals 0 --games 125 --seed 1 --jobs 2
run oracle-deals "${T[@]}" --bots oracle,normal,normal,normal --deals 500 --seed 1 --jobs 2
run oracle-games "${T[@]}" --bots oracle,normal,normal,normal --deals 0 --games 25 --seed 1 --jobs 2
run normal-deals "${T[@]}" --bots normal,easy,easy,easy --deals 1000 --seed 1 --jobs 2
run easy-deals "${T[@]}" --bots easy,random,random,random --deals 1000 --seed 1 --jobs 2
run level-order .venv/bin/python benchmarks/level_order.py --deals 60 --seed 1 --jobs 2
run playouts .venv/bin/python benchmarks/ai_playouts.py

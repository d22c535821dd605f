#!/bin/sh
# Build a self-contained one-folder cardtable with PyInstaller and smoke-test it.
# Slow (a minute or more) and optional in CI. Run from anywhere:
#
#   packaging/build-pyinstaller.sh
#
# Uses the project venv (.venv, created by the README's install command),
# installs PyInstaller into it, builds dist/cardtable/ (run dist/cardtable/cardtable)
# and runs `dist/cardtable/cardtable --smoke-test` offscreen. Build on each
# target OS: PyInstaller does not cross-compile.
set -eu
cd "$(dirname "$0")/.."

PY=${PYTHON:-.venv/bin/python}
[ -x "$PY" ] || { echo "build-pyinstaller.sh: no $PY; create the venv first (see README)" >&2; exit 1; }
# cardtable itself must be installed (for its metadata: the About box's version).
"$PY" -c "import importlib.metadata as m; m.version('cardtable')" 2>/dev/null ||
    "$PY" -m pip install -q -e .
"$PY" -m pip install -q "pyinstaller>=6.10"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/cardtable.spec

APP=dist/cardtable/cardtable
QT_QPA_PLATFORM=offscreen "$APP" --smoke-test
echo "built $APP ($(du -sh dist/cardtable | cut -f1) in dist/cardtable/)"

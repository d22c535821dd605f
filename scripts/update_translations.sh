#!/usr/bin/env bash
# Refresh the translation sources from the code, then compile them.
#   bash scripts/update_translations.sh
# lupdate collects every self.tr(...) / QCoreApplication.translate(...) /
# QT_TRANSLATE_NOOP(...) string into i18n/cardtable_ja.ts; translate new
# entries in Qt Linguist (pyside6-linguist) or by editing the .ts, then run
# this again to compile the .qm the app loads. English is the source language
# (plurals are separate sentences in the code), so it needs no file.
# tests/test_i18n.py fails while an entry is unfinished or the .qm is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${VENV:-.venv}/bin"
sources=$(find cardtable -name '*.py' | sort)
"$bin/pyside6-lupdate" -no-obsolete -locations none $sources -ts i18n/cardtable_ja.ts
"$bin/pyside6-lrelease" i18n/cardtable_ja.ts -qm i18n/cardtable_ja.qm

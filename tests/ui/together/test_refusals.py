"""Why a shared table turned a window away, or refused a move, in the
window's language: every code the server and the link give has a sentence."""

from __future__ import annotations

import ast
from pathlib import Path

from cardtable.net.protocol import Refusal, read_refusal, refused
from cardtable.ui.play import illegal_texts
from cardtable.ui.together import refusals
from cardtable.ui.together.refusals import refusal_text

PACKAGE = Path(__file__).resolve().parents[3] / "cardtable"
#: Where a refusal is made: the table, the server, the window's link.
SOURCES = ("net/table.py", "net/server.py", "session/remote_link.py")


def given_codes() -> set[str]:
    """The code of every ``Refused(reason, code)``, ``refused(reason, code)``
    and ``Refusal(code, …)`` written in the sources."""
    codes = set()
    for name in SOURCES:
        tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = getattr(node.func, "id", "")
            index = {"Refused": 1, "refused": 1, "Refusal": 0}.get(func)
            if index is not None and len(node.args) > index:
                arg = node.args[index]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    codes.add(arg.value)
    return codes


def test_every_code_given_has_its_own_sentence():
    codes = given_codes()
    assert {"wrong-code", "seat-taken", "stale-move", "unreachable", "taken-elsewhere"} <= codes
    unworded = codes - set(refusals.REASONS) - set(illegal_texts.REASONS)
    assert not unworded


def test_a_refusal_is_worded_in_japanese_with_its_params(language):
    text = refusal_text(Refusal("seat-taken", "Seat 3 is not free.", {"seat": 3}))
    assert "3" in text and "%1" not in text
    if language == "ja":
        assert "Seat" not in text and text.isascii() is False
    else:
        assert text == "Seat 3 is not free."


def test_an_unknown_code_gets_a_plain_sentence_not_the_english_reason(language):
    text = refusal_text(Refusal("from-a-newer-server", "Something English.", {}))
    assert "English" not in text and text


def test_what_a_server_sends_is_read_strictly():
    sent = refused("Seat 2 is not free.", "seat-taken",
                   {"seat": 2, "junk": object(), "flag": True, "x" * 99: 1, "long": "y" * 500})
    read = read_refusal(sent)
    assert read.code == "seat-taken" and read.params["seat"] == 2
    assert isinstance(read.params["junk"], str) and read.params["flag"] == "True"
    assert "x" * 99 not in read.params and len(read.params["long"]) == 80
    hostile = read_refusal({"code": ["x"], "reason": 7, "params": [1, 2]})
    assert hostile == Refusal("refused", "", {})
    assert read_refusal("not an object") == Refusal("refused", "", {})

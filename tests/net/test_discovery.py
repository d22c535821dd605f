"""Tables on your network: the TXT record reader against hostile values (pure),
the bounded table list, and a real announcer and browser over mDNS between
two fresh network namespaces joined by a veth pair (``netns_discovery.py``),
so that nothing is ever sent on the machine's real network."""

from __future__ import annotations

import base64
import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardtable.net.discovery import (
    MAX_TABLES,
    RESOLVE_MS,
    Announcer,
    FoundTable,
    Tables,
    parse_txt,
    read_txt,
    txt_record,
)
from cardtable.net.invitation import parse
from cardtable.net.protocol import VERSION
from tests.net.netns_discovery import HOSTILE, SHORT_SWEEP, SHORT_TTL

INVITATION = "cardtable://192.168.1.20:8765/2HSYGU35-5JC3EXLMPFL3LTON"
HELPER = Path(__file__).with_name("netns_discovery.py")
GOOD = "cardtable://10.77.0.1:8765/GOODTABL-ABCDEFGHIJKLMNOP"


def record(**change: Any) -> dict[bytes, bytes | None]:
    """A good TXT record as the network gives it (bytes), with ``change``."""
    txt: dict[str, Any] = txt_record(INVITATION, "cucumber", "twenty-two", 4, 2, "Lena")
    txt.update(change)
    return {k.encode(): v.encode() if isinstance(v, str) else v for k, v in txt.items()
            if v is not ...}


# ------------------------------------------------------------ the TXT reader
def test_a_good_record_reads_back():
    found = parse_txt(record(), "192.168.1.20:8765")
    assert found == FoundTable("Lena", "cucumber", "twenty-two", 4, 2, parse(INVITATION),
                               "192.168.1.20:8765")


def test_unknown_keys_are_ignored_and_joiners_and_accents_pass():
    assert read_txt(record(extra="1", name="Jörg\u200d")) is not None
    assert read_txt(record(variant="")) is not None  # the game's first preset


BAD = {
    "another version": {"v": str(VERSION + 1)},
    "version missing": {"v": ...},
    "version as a flag": {"v": None},
    "game not an id": {"game": "Cucumber!"},
    "game too long": {"game": "a" * 40},
    "variant with a dot": {"variant": "twenty.two"},
    "players not a number": {"players": "four"},
    "players out of range": {"players": "99"},
    "one player": {"players": "1"},
    "players with a sign": {"players": "+4"},
    "players full-width digits": {"players": "４"},
    "more free than players": {"free": "5"},
    "free negative": {"free": "-1"},
    "name too long": {"name": "x" * 25},
    "name empty": {"name": "   "},
    "name not UTF-8": {"name": b"\xff\xfe"},
    "name with a newline": {"name": "Le\nna"},
    "name with a bidi override": {"name": "Le\u202ena"},
    "name of NULs": {"name": "\x00\x00"},
    "name huge": {"name": "x" * 100_000},
    "invitation missing": {"inv": ...},
    "invitation of another scheme": {"inv": "https://example.org/"},
    "invitation without a code": {"inv": "cardtable://10.0.0.1:8765/ABCDEFGH"},
    "invitation with a bad port": {"inv": "cardtable://10.0.0.1:0/ABCDEFGH-ABCDEFGH"},
    "invitation too long": {"inv": INVITATION + "A" * 200},
}


@pytest.mark.parametrize("change", BAD.values(), ids=BAD.keys())
def test_a_malformed_record_is_ignored(change):
    with pytest.raises(ValueError):
        parse_txt(record(**change))
    assert read_txt(record(**change)) is None


def test_too_many_keys_and_not_a_mapping_are_ignored():
    assert read_txt({**record(), **{f"k{i}".encode(): b"y" for i in range(40)}}) is None
    for junk in (None, [], "v=1", b"v=1", 7):
        assert read_txt(junk) is None  # type: ignore[arg-type]


values = st.one_of(st.none(), st.binary(max_size=300),
                   st.text(max_size=60).map(lambda s: s.encode("utf-8", "surrogatepass")))
keys = st.sampled_from([b"v", b"game", b"variant", b"players", b"free", b"name", b"inv",
                        b"", b"x"])


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(keys, values, max_size=10))
def test_any_bytes_give_a_table_or_none(props):
    found = read_txt(props)
    assert found is None or (len(found.name) <= 24 and 0 <= found.free <= found.players <= 16)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(record())), values)
def test_one_field_replaced_by_anything_never_raises(key, value):
    found = read_txt({**record(), key: value})
    assert found is None or isinstance(found.invitation.port, int)


# ------------------------------------------------------------ the list kept
def test_the_list_is_bounded_and_withdrawn_tables_leave():
    changes = []
    tables = Tables(on_change=lambda: changes.append(1))
    for n in range(MAX_TABLES + 50):
        name = f"T{n}"
        if tables.seen(name):
            table = base64.b32encode(n.to_bytes(5, "big")).decode()
            inv = f"cardtable://10.0.0.1:8765/{table}-ABCDEFGH"
            tables.keep(name, record(inv=inv), ["10.0.0.1"], 8765)
    assert len(tables.snapshot()) == MAX_TABLES
    tables.gone("T0")
    assert len(tables.snapshot()) == MAX_TABLES - 1
    assert not tables.keep("T0", record(), ["10.0.0.1"], 8765)  # gone while on the way
    assert tables.seen("T0") and tables.keep("T0", record(), ["10.0.0.1"], 8765)


def test_bad_or_addressless_records_count_as_ignored():
    tables = Tables()
    assert tables.seen("a") and not tables.keep("a", record(v="9"), ["10.0.0.1"], 8765)
    assert tables.seen("b") and not tables.keep("b", record(), [], None)
    assert tables.ignored == 2 and tables.snapshot() == []


def test_an_announcer_refuses_what_browsers_would_ignore():
    fields = {"game": "cucumber", "variant": "twenty-two", "players": 4, "name": "Lena",
              "addresses": ["10.0.0.1"]}
    with pytest.raises(ValueError):
        Announcer("cardtable://nowhere", free=1, **fields)
    with pytest.raises(ValueError):
        Announcer(INVITATION, free=5, **fields)
    announcer = Announcer(INVITATION, free=2, **{**fields, "name": "L" * 40})
    with pytest.raises(ValueError):
        announcer.update(9)
    assert announcer.update(1).result(0) is None  # not started: nothing is sent


# ------------------------------------------------------------ over mDNS, isolated
def _namespaces_allowed() -> str | None:
    for tool in ("unshare", "ip"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (util-linux, iproute2)"
    probe = subprocess.run(["unshare", "--net", "--", "true"], capture_output=True, text=True,
                           timeout=10)
    if probe.returncode != 0:
        return ("unshare --net is not permitted here (needs root or CAP_SYS_ADMIN): "
                + probe.stderr.strip())
    return None


def test_announce_update_withdraw_crash_and_hostile_records_between_two_namespaces():
    """One run of the host and joiner in their own namespaces (about 15 s): one
    test, so that parallel workers do not each run it."""
    reason = _namespaces_allowed()
    if reason:
        pytest.skip(reason)
    run = subprocess.run(["unshare", "--net", "--", sys.executable, str(HELPER), "host"],
                         capture_output=True, text=True, timeout=90)
    assert run.returncode == 0, run.stderr
    lan = json.loads(run.stdout.splitlines()[-1])
    assert lan["mode"] == "veth"  # the fallback, one namespace's loopback, is not used here

    # Found with its fields; a change of free seats arrives; a withdrawal is seen.
    assert lan["t_found"] is not None and lan["t_found"] < 10, lan
    assert lan["found"] == [{"name": "Lena", "game": "cucumber", "variant": "twenty-two",
                             "players": 4, "free": 2, "address": "10.77.0.1:8765",
                             "invitation": GOOD}]
    assert lan["t_updated"] is not None and lan["t_updated"] < 10, lan
    assert [t["free"] for t in lan["after_update"]] == [1]
    assert lan["t_gone"] is not None and lan["t_gone"] - lan["t_updated"] < 5, lan
    assert lan["t_withdraw_call"] < 2

    # Every hostile record reached the joiner and none was listed.
    assert lan["t_all_ignored"] is not None and lan["ignored"] >= len(HOSTILE), lan
    assert lan["ever_listed"] == [GOOD]

    # A host killed without a goodbye: its records expire, the next sweep's
    # query goes unanswered for RESOLVE_MS. A live host outlasts its records.
    assert lan["t_both"] is not None and lan["t_crash_dropped"] is not None, lan
    assert lan["crash_dropped_after"] < SHORT_TTL + SHORT_SWEEP + RESOLVE_MS / 1000 + 3
    assert lan["live_at_end"] == ["Live"]

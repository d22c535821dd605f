"""The commands the README and docs/ quote still run as written, and their links lead somewhere.

Every ``cardtable …`` command line quoted in README.md and docs/*.md (in
```sh / ```text blocks and in inline code) is read against the real argparse
parser: its subcommand (none, ``sim``, ``sim tournament``, ``check``) is found
and each option it uses must be an option of that subcommand, spelt in full
(argparse would accept ``--smoke`` for ``--smoke-test``; a page should not).
A value quoted for an option with fixed choices (``--speed fast``) must be one
of them. Every ``benchmarks/…`` / ``scripts/…`` / ``packaging/…`` command must
name a file that exists, and each option it quotes must be declared in that
file (an ``add_argument`` string, or for a script without argparse a quoted
literal) or in a benchmark module it imports. The scripts are read, not run:
some of them open windows or take minutes to import.

Qt-free and in-process; the whole file runs in well under a second.
"""

from __future__ import annotations

import argparse
import ast
import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT_DIRS = ("benchmarks", "scripts", "packaging")


def pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


# ---------------------------------------------------------------- collecting

FENCE = re.compile(r"^```([\w-]*)[^\n]*\n(.*?)^```[ \t]*$", re.M | re.S)
INLINE = re.compile(r"(?<!`)`([^`]+)`(?!`)")
COMMAND_BLOCKS = {"sh", "bash", "text", "console", "shell"}


def quoted_code(text: str) -> list[str]:
    """The lines of the page's sh/text blocks (``\\`` continuations joined)
    and its inline code spans (a span broken over two lines is one line)."""
    found: list[str] = []
    for lang, body in FENCE.findall(text):
        if lang in COMMAND_BLOCKS:
            found += body.replace("\\\n", " ").splitlines()
    prose = FENCE.sub("", text)
    for paragraph in re.split(r"\n\s*\n", prose):
        found += [" ".join(span.split()) for span in INLINE.findall(paragraph)]
    return found


@dataclass
class Command:
    kind: str              # "cardtable" or "script"
    program: str           # "cardtable", or the script as quoted
    args: list[str]
    line: str              # the whole quoted line, for messages


def _is_cardtable(token: str) -> bool:
    return re.split(r"[\\/]", token)[-1] == "cardtable"


def _is_python(token: str) -> bool:
    return re.fullmatch(r"(.*[\\/])?(python3?(\.\d+)?|py)", token) is not None


def _is_repo_script(token: str) -> bool:
    if token.split("/")[0] in SCRIPT_DIRS:
        return token.endswith((".py", ".sh"))
    return re.fullmatch(r"[\w-]+\.py", token) is not None and _bare_script(token) is not None


def _bare_script(name: str) -> Path | None:
    """A benchmark or script quoted by its file name alone (``decision_time.py``)."""
    for folder in SCRIPT_DIRS:
        if (ROOT / folder / name).is_file():
            return ROOT / folder / name
    return None


def commands_in(line: str) -> list[Command]:
    """The cardtable and repository-script commands of one quoted line."""
    line = re.sub(r"(^|\s)#(\s.*)?$", "", line)            # a shell comment
    found = []
    for segment in re.split(r"&&|\|\||[|;]", line):
        tokens = segment.split()
        while tokens and re.fullmatch(r"[A-Z_][A-Z0-9_]*=\S*", tokens[0]):
            tokens.pop(0)                                  # QT_QPA_PLATFORM=offscreen …
        if not tokens:
            continue
        first, rest = tokens[0], tokens[1:]
        if _is_cardtable(first):
            found.append(Command("cardtable", "cardtable", rest, line))
        elif (_is_python(first) or first in ("bash", "sh")) and rest and rest[0] != "-m":
            found.append(Command("script", rest[0], rest[1:], line))
        elif _is_repo_script(first):
            found.append(Command("script", first, rest, line))
    return found


def all_commands() -> list[tuple[Path, Command]]:
    return [(page, command) for page in pages()
            for line in quoted_code(page.read_text(encoding="utf-8"))
            for command in commands_in(line)]


# ---------------------------------------------------------------- checking

OPTION = re.compile(r"--?[A-Za-z][\w-]*")


def _clean(token: str) -> str:
    """``[--games`` → ``--games``, ``300]`` → ``300``, ``S)`` → ``S``."""
    return token.strip("[](),")


def _placeholder(value: str) -> bool:
    """``N``, ``ID``, ``FILE.jsonl``, ``...``: a value a reader fills in."""
    return value in ("", "...", "…") or value.split(".")[0].isupper()


@cache
def cardtable_parser() -> argparse.ArgumentParser:
    try:
        from cardtable.commands import cli
    except ImportError:
        from cardtable import cli
    return cli._parser()


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


@dataclass
class Reading:
    subcommand: str = ""
    problems: list[str] = field(default_factory=list)


def read_cardtable(args: list[str], parser: argparse.ArgumentParser | None = None) -> Reading:
    """Which subcommand a quoted ``cardtable`` line runs, and what in it the parser would refuse."""
    top = parser or cardtable_parser()
    current, reading = top, Reading()
    words = [w for w in (_clean(a) for a in args) if w]
    i = 0
    while i < len(words):
        word = words[i]
        i += 1
        if OPTION.fullmatch(word.split("=")[0]):
            name, eq, inline_value = word.partition("=")
            action = current._option_string_actions.get(name)
            where = f"cardtable {reading.subcommand}".rstrip()
            if action is None:
                reading.problems.append(f"{where} has no option {name}")
                continue
            if action.nargs == 0:
                continue
            value = inline_value if eq else (words[i] if i < len(words) else "")
            if not eq:
                i += 1
            if action.choices and not _placeholder(value) and value not in action.choices:
                reading.problems.append(f"{where} {name} does not accept {value!r} "
                                        f"(choices: {', '.join(map(str, action.choices))})")
            continue
        if current is top and word in _subparsers(top):
            current = _subparsers(top)[word]
            reading.subcommand = word
        elif current is not top and reading.subcommand.count(" ") == 0 and any(
                not a.option_strings and a.choices and word in a.choices
                for a in current._actions):
            reading.subcommand += f" {word}"          # sim tournament
    return reading


def _declared_options(path: Path, seen: frozenset[Path] = frozenset()) -> set[str]:
    """The options a repository script declares: its ``add_argument`` strings
    (for a script without argparse, every ``"--x"`` literal; for a shell
    script, every ``--x`` word), plus those of the benchmark modules it imports."""
    text = path.read_text(encoding="utf-8")
    if path.suffix != ".py":
        return set(re.findall(r"(?<![\w-])--[A-Za-z][\w-]*", text))
    tree = ast.parse(text)
    declared, literals, imported = set(), set(), []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "add_argument":
            declared |= {a.value for a in node.args
                         if isinstance(a, ast.Constant) and isinstance(a.value, str)}
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if OPTION.fullmatch(node.value):
                literals.add(node.value)
        elif isinstance(node, ast.Import):
            imported += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            imported.append(node.module)
    options = declared if declared else literals
    for module in imported:
        sibling = path.parent / f"{module.split('.')[-1]}.py"
        if sibling.is_file() and sibling not in seen and sibling != path:
            options |= _declared_options(sibling, seen | {path})
    return options


def check_script(program: str, args: list[str]) -> list[str]:
    path = ROOT / program if "/" in program else _bare_script(program)
    if path is None or not path.is_file():
        return [f"{program} does not exist"]
    declared = _declared_options(path)
    problems = []
    for word in (_clean(a) for a in args):
        name = word.split("=")[0]
        if OPTION.fullmatch(name) and name not in declared and name not in ("-h", "--help"):
            problems.append(f"{program} declares no option {name}")
    return problems


def problems_of(command: Command) -> list[str]:
    if command.kind == "cardtable":
        return read_cardtable(command.args).problems
    return check_script(command.program, command.args)


# ---------------------------------------------------------------- links

LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")


def _without_code(text: str) -> str:
    return INLINE.sub("", FENCE.sub("", text))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[`*]|\[([^\]]*)\]\([^)]*\)", r"\1", heading.strip().lower())
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    found, counts = set(), {}
    for heading in re.findall(r"^#{1,6}\s+(.+?)\s*#*\s*$", FENCE.sub("", page.read_text(
            encoding="utf-8")), re.M):
        base = slug(heading)
        n = counts.get(base, 0)
        counts[base] = n + 1
        found.add(base if n == 0 else f"{base}-{n}")
    return found


def link_problems(page: Path, text: str | None = None) -> list[str]:
    text = page.read_text(encoding="utf-8") if text is None else text
    problems = []
    for target in LINK.findall(_without_code(text)):
        if re.match(r"[a-z][a-z0-9+.-]*:", target):           # https:, mailto:
            continue
        path_part, _, anchor = target.partition("#")
        dest = (page.parent / path_part).resolve() if path_part else page
        if not dest.is_relative_to(ROOT):
            problems.append(f"{target}: outside the repository")
        elif not dest.exists():
            problems.append(f"{target}: no such file")
        elif anchor and dest.suffix == ".md" and anchor not in anchors(dest):
            problems.append(f"{target}: no heading #{anchor} in {dest.name}")
    return problems


# ---------------------------------------------------------------- the pages

def test_the_pages_exist_and_the_readme_links_every_docs_page():
    names = {p.name for p in pages()}
    assert {"README.md", "playing.md", "ai.md", "architecture.md", "records.md",
            "development.md"} <= names
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    linked = {Path(t.partition("#")[0]).name for t in LINK.findall(readme)}
    missing = [p.name for p in pages()[1:] if p.name not in linked]
    assert not missing, f"README.md does not link {missing}"


def test_the_pages_quote_commands_of_every_kind():
    # Guards the collector: were it to find nothing, every check below would pass.
    commands = [c for _, c in all_commands()]
    subcommands = {read_cardtable(c.args).subcommand for c in commands if c.kind == "cardtable"}
    assert {"", "sim", "sim tournament", "check"} <= subcommands
    scripts = {c.program for c in commands if c.kind == "script"}
    assert len(scripts) >= 15, scripts


def test_every_quoted_cardtable_command_parses():
    problems = [f"{page.name}: {c.line.strip()}: {p}" for page, c in all_commands()
                if c.kind == "cardtable" for p in problems_of(c)]
    assert not problems, "\n".join(problems)


def test_every_quoted_script_exists_and_takes_its_options():
    problems = [f"{page.name}: {c.line.strip()}: {p}" for page, c in all_commands()
                if c.kind == "script" for p in problems_of(c)]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.name)
def test_every_relative_link_leads_to_a_file(page):
    assert not link_problems(page), "\n".join(link_problems(page))


ISSUE_NUMBER = re.compile(r"\bissues?\s+#?\d+|(?<![\w(/#])#\d+\b", re.I)


@pytest.mark.parametrize("page", pages(), ids=lambda p: p.name)
def test_the_pages_name_things_not_issue_numbers(page):
    # "Against the textbook", not "(issue #26)"; a link's #4-player-22 is a heading.
    found = ISSUE_NUMBER.findall(page.read_text(encoding="utf-8"))
    assert not found, found


# ---------------------------------------------------------------- the checker can fail

def _one(line: str) -> Command:
    (command,) = commands_in(line)
    return command


def test_the_checker_catches_a_made_up_option():
    command = _one("cardtable sim --variant agurk --players 4 --made-up 3")
    assert problems_of(command) == ["cardtable sim has no option --made-up"]


def test_the_checker_knows_which_subcommand_owns_an_option():
    assert read_cardtable(["sim", "tournament", "--deals", "5", "--jobs", "2"]).problems == []
    assert read_cardtable(["sim", "tournament"]).subcommand == "sim tournament"
    assert read_cardtable(["check", "--deals", "5", "x.cardtable"]).problems == [
        "cardtable check has no option --deals"]
    assert read_cardtable(["--deals", "5"]).problems == ["cardtable has no option --deals"]


def test_the_checker_refuses_abbreviations_and_bad_choices():
    assert read_cardtable(["--smoke"]).problems == ["cardtable has no option --smoke"]
    assert read_cardtable(["--demo", "--speed", "fast"]).problems == []
    assert read_cardtable(["--demo", "--speed", "S"]).problems == []          # a placeholder
    (problem,) = read_cardtable(["--demo", "--speed", "warp"]).problems
    assert "--speed does not accept 'warp'" in problem


def test_the_checker_catches_a_missing_script_and_an_undeclared_option():
    assert problems_of(_one("python benchmarks/no_such_bench.py --games 3")) == [
        "benchmarks/no_such_bench.py does not exist"]
    assert problems_of(_one(".venv/bin/python benchmarks/engine_speed.py --games 3 --made-up")) \
        == ["benchmarks/engine_speed.py declares no option --made-up"]
    assert problems_of(_one("packaging/install-desktop.sh --uninstal")) == [
        "packaging/install-desktop.sh declares no option --uninstal"]


def test_the_collector_reads_blocks_spans_and_continuations():
    page = ("Run `cardtable sim --game\nsneak --made-up` then:\n\n"
            "```text\ncardtable sim tournament --bots expert,normal \\\n  --jobs 2\n```\n\n"
            "```sh\nQT_QPA_PLATFORM=offscreen python scripts/screenshots.py docs  # all\n```\n"
            "Not a command: `cardtable/cards.py`, `cardtable.cli`.\n")
    commands = [c for line in quoted_code(page) for c in commands_in(line)]
    assert [(c.kind, c.program, c.args) for c in commands] == [
        ("cardtable", "cardtable", ["sim", "tournament", "--bots", "expert,normal", "--jobs", "2"]),
        ("script", "scripts/screenshots.py", ["docs"]),
        ("cardtable", "cardtable", ["sim", "--game", "sneak", "--made-up"]),
    ]
    assert problems_of(commands[2]) == ["cardtable sim has no option --made-up"]


def test_the_link_check_catches_a_dead_link_and_a_dead_anchor(tmp_path):
    page = ROOT / "docs" / "example.md"                       # never written: only its place
    text = ("![](table-4p-en.png) [ok](../README.md) [web](https://example.org)\n"
            "[gone](nowhere.md) [out](../../elsewhere.md) [anchor](../README.md#no-such-part)\n"
            "`[not a link](x.md)`\n")
    assert link_problems(page, text) == [
        "nowhere.md: no such file", "../../elsewhere.md: outside the repository",
        "../README.md#no-such-part: no heading #no-such-part in README.md"]


def test_issue_numbers_are_caught_and_anchors_are_not():
    assert ISSUE_NUMBER.findall("Against the textbook (issue #26), before #17") == [
        "issue #26", "#17"]
    assert ISSUE_NUMBER.findall("[22](ai.md#4-player-22), [x](#4-player-22), C#") == []


def test_slugs_follow_github():
    assert slug("Install on Linux, Windows, macOS") == "install-on-linux-windows-macos"
    assert slug("New game, rules, settings, language") == "new-game-rules-settings-language"
    assert slug("Game records (`.cardtable`)") == "game-records-cardtable"

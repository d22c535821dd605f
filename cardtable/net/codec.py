"""Engine values as JSON, for the wire: observations and events out, the same
objects back in on the other side.

What crosses is data only. Each engine value is written as its parts —
a card by its code, a dataclass by its fields, a named tuple by its items,
an action by the arguments it is rebuilt from — with the name of its class.
Reading it back builds only classes of the engine itself (``cardtable.cards``
and the ``cardtable.games`` packages) that are plain value types: dataclasses,
named tuples, enums, and the actions that rebuild from their cards. Nothing is
looked up by a name a sender chose beyond that, nothing is evaluated, and no
pickle is ever read, so a hostile peer can at worst send a wrong value, which
the reader refuses as :class:`CodecError` or the engine refuses as any
illegal move. A value both sides already hold (a table's rules, sent once in
the welcome) may go by a name the reader was given (``refs``).

A client never sends these: its actions go as record moves through the game's
own strict move codec (``GameSpec.decode_move``), as a record file's moves do.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
from collections.abc import Callable, Mapping
from typing import Any

from cardtable.cards import Card, parse_card

#: The only modules whose classes a reader builds.
TRUSTED_PREFIXES = ("cardtable.games.", "cardtable.cards")
#: How deep a value may nest, and how many items it may hold in all: a message
#: within the size cap cannot make the reader recurse or loop for long.
MAX_DEPTH = 24
MAX_ITEMS = 200_000


class CodecError(ValueError):
    """A value that is not one an engine sends, with what was wrong."""


# ------------------------------------------------------------------ writing
#: Kinds of value the reader knows without a class: a reference's name may not be one.
BUILT_IN_KINDS = frozenset({"card", "tuple", "set", "dict", "map"})


def encode(value: Any, refs: Mapping[str, Any] | None = None) -> Any:
    """``value`` (an engine value) as JSON-ready lists, dicts, strings and numbers.

    ``refs`` names objects the reader already has (``{"rules": rules}``): each
    of them, wherever it occurs (by identity; not a number or text), is
    written as ``{"$": NAME}`` alone, and :func:`decode` given the same names
    puts the reader's own object back in its place."""
    if not refs:
        return _write(value)
    known: dict[int, str] = {}
    for name, obj in refs.items():
        if name in BUILT_IN_KINDS or not name.isidentifier():
            raise ValueError(f"{name!r} cannot name a reference")
        known[id(obj)] = name

    def write(item: Any) -> Any:
        plan = _PLANS.get(type(item)) or _plan_of(type(item))
        if plan is _itself:         # a number or text is itself, never a reference
            return item
        ref = known.get(id(item))
        if ref is not None:
            return {"$": ref}
        return plan(item, write)

    return write(value)


def _write(value: Any) -> Any:
    plan = _PLANS.get(type(value)) or _plan_of(type(value))
    return plan(value, _write)


# How each class is written is decided once per class (its plan), not by a
# chain of checks on every value: the updates of a busy server are mostly
# this. The rules, in the order they apply, are those of the plain recursive
# writer that ``tests/net/test_codec.py`` keeps as the format's reference,
# and the plans write exactly its bytes.
Plan = Callable[[Any, Callable[[Any], Any]], Any]
_PLANS: dict[type, Plan] = {}


def _plan_of(cls: type) -> Plan:
    plan = _PLANS[cls] = _make_plan(cls)
    return plan


def _make_plan(cls: type) -> Plan:
    name = f"{cls.__module__}:{cls.__qualname__}"
    if issubclass(cls, enum.Enum):   # before int: a rank is an IntEnum, and must stay one
        return lambda v, w: {"$": name, "v": w(v.value)}
    if cls is type(None) or issubclass(cls, bool | int | float | str):
        return _itself
    if issubclass(cls, Card):
        return _card_plan
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):
        return lambda v, w: {"$": name, "t": [w(x) for x in v]}
    if dataclasses.is_dataclass(cls):
        names = tuple(f.name for f in dataclasses.fields(cls) if f.init)
        return lambda v, w: {"$": name, "f": {n: w(getattr(v, n)) for n in names}}
    if issubclass(cls, tuple):
        return lambda v, w: {"$": "tuple", "t": [w(x) for x in v]}
    if issubclass(cls, list):
        return lambda v, w: [w(x) for x in v]
    if issubclass(cls, dict):
        return _dict_plan
    if issubclass(cls, frozenset | set):
        return lambda v, w: {"$": "set", "t": sorted((w(x) for x in v), key=repr)}
    if cls.__module__.startswith(TRUSTED_PREFIXES):
        return _reduced_plan(cls, name)
    return _refused_plan(cls)


def _itself(value: Any, _write: Any) -> Any:
    return value


def _card_plan(card: Card, _write: Any) -> dict[str, str]:
    return {"$": "card", "c": card.code}


def _dict_plan(value: dict, w: Callable[[Any], Any]) -> dict[str, Any]:
    if not all(isinstance(k, str) for k in value):
        return {"$": "map", "i": [[w(k), w(v)] for k, v in value.items()]}
    return {"$": "dict", "d": {k: w(v) for k, v in value.items()}}


def _reduced_plan(cls: type, name: str) -> Plan:
    """An action of the engine: the arguments it is rebuilt from."""
    def plan(value: Any, w: Callable[[Any], Any]) -> Any:
        rebuild, args = value.__reduce__()[:2]
        if rebuild is not cls:
            raise CodecError(f"cannot send a {cls.__name__}")
        return {"$": name, "a": [w(a) for a in args]}
    return plan


def _refused_plan(cls: type) -> Plan:
    def plan(value: Any, w: Any) -> Any:
        raise CodecError(f"cannot send a {cls.__name__}")
    return plan


# ------------------------------------------------------------------ changes
def changes(before: Any, after: Any, refs: Mapping[str, Any] | None = None,
            memo: dict[Any, Any] | None = None) -> list[list[Any]] | None:
    """The fields of ``after`` that differ from ``before``, so that :func:`patch`
    turns the encoding of ``before`` into that of ``after``: a list of
    ``[KEY, VALUE]`` (the field's new value as :func:`encode` writes it) or,
    for a tuple or list that only grew, ``[KEY, "+", ITEMS]`` (the items
    added at its end). KEY is a named tuple's index or a dataclass's field
    name. ``None`` when the two are not records of one class (then the whole
    value goes).

    Why: after a move most of a seat's observation is as it was (its hand,
    the tricks so far), and what changed is mostly a history that grew by a
    play. Comparing the fields as engine values is far cheaper than writing
    them all, and only what changed crosses the wire. Two values are the same
    when they are one object, or of one class and equal (cards are compared
    as the singletons they are). A field's value that is one of ``refs`` is
    written by its name. ``memo``: the changes written for other seats'
    observations after the same move, by field and value (most are the same
    for every seat: the trick, the hands' sizes), each written once."""
    cls = type(after)
    if type(before) is not cls:
        return None
    if issubclass(cls, tuple) and hasattr(cls, "_fields"):
        pairs = [(i, a, b) for i, (a, b) in enumerate(zip(before, after, strict=True))
                 if not _same(a, b)]
    elif dataclasses.is_dataclass(cls):
        names = _NAMES.get(cls)
        if names is None:
            names = _NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls) if f.init)
        pairs = [(n, a, b) for n in names
                 if not _same(a := getattr(before, n), b := getattr(after, n))]
    else:
        return None
    named = {id(obj): {"$": name} for name, obj in (refs or {}).items()}
    written = []
    for key, old, new in pairs:
        added = _added(old, new)
        mark = (key, -1 if added is None else len(old), new)
        try:
            kept = None if memo is None else memo.get(mark)
        except TypeError:               # a list, or something else that cannot be a key
            kept = memo = None
        if kept is None:
            if added is not None:
                kept = [key, "+", _write(added)]
            else:
                kept = [key, named.get(id(new)) or _write(new)]
            if memo is not None:
                memo[mark] = kept
        written.append(kept)
    return written


#: A dataclass's fields as its encoding names them, by class.
_NAMES: dict[type, tuple[str, ...]] = {}


def _same(a: Any, b: Any) -> bool:
    return a is b or (type(a) is type(b) and a == b)


def _added(old: Any, new: Any) -> list[Any] | None:
    """What ``new`` (a plain tuple or list) added at the end of ``old``, else ``None``."""
    if type(old) is not type(new) or type(new) not in (tuple, list):
        return None
    if not 0 < len(old) < len(new) or new[:len(old)] != old:
        return None
    return list(new[len(old):])


def patch(encoded: Any, changes: Any) -> dict[str, Any]:
    """``encoded`` (a record as :func:`encode` wrote it, via JSON) with
    ``changes`` (from :func:`changes`) put in place: a new value, ``encoded``
    is left as it was. :class:`CodecError` if the changes do not fit it."""
    if not isinstance(encoded, dict) or not isinstance(changes, list):
        raise CodecError("changes to something that is not a record")
    items = encoded.get("t")
    fields = encoded.get("f")
    if isinstance(items, list):
        place: Any = list(items)
    elif isinstance(fields, dict):
        place = dict(fields)
    else:
        raise CodecError("changes to something that is not a record")
    for change in changes:
        if not isinstance(change, list) or len(change) not in (2, 3):
            raise CodecError("a change that is not [key, value] or [key, \"+\", items]")
        key = change[0]
        if isinstance(place, list):
            if not isinstance(key, int) or isinstance(key, bool) or not 0 <= key < len(place):
                raise CodecError("a change to an item the value does not have")
        elif not isinstance(key, str) or key not in place:
            raise CodecError("a change to a field the value does not have")
        place[key] = change[1] if len(change) == 2 else _grow(place[key], change)
    return {**encoded, ("t" if isinstance(place, list) else "f"): place}


def _grow(value: Any, change: list[Any]) -> Any:
    """A written tuple or list with the change's items added at its end."""
    if change[1] != "+" or not isinstance(change[2], list):
        raise CodecError("a change that is not [key, \"+\", items]")
    if isinstance(value, list):
        return value + change[2]
    if isinstance(value, dict) and value.get("$") == "tuple" and isinstance(value.get("t"), list):
        return {**value, "t": value["t"] + change[2]}
    raise CodecError("items added to something that is not a tuple or list")


# ------------------------------------------------------------------ reading
def decode(data: Any, refs: Mapping[str, Any] | None = None) -> Any:
    """The engine value ``data`` (from :func:`encode`, via JSON) stands for;
    ``refs``: the reader's own objects for the references :func:`encode` was
    given (a reference to any other name is refused)."""
    budget = [MAX_ITEMS]
    return _decode(data, 0, budget, refs or {})


def _decode(data: Any, depth: int, budget: list[int], refs: Mapping[str, Any]) -> Any:
    budget[0] -= 1
    if budget[0] < 0:
        raise CodecError("too many items")
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return [_decode(v, depth + 1, budget, refs) for v in data]
    if not isinstance(data, dict) or not isinstance(data.get("$"), str):
        raise CodecError(f"not a value: {type(data).__name__}")
    kind = data["$"]
    if kind in refs and len(data) == 1 and kind not in BUILT_IN_KINDS:
        return refs[kind]
    if kind == "card":
        return _card(data.get("c"))
    if kind == "tuple":
        return tuple(_items(data, "t", depth, budget, refs))
    if kind == "set":
        return frozenset(_items(data, "t", depth, budget, refs))
    if kind == "dict":
        inner = data.get("d")
        if not isinstance(inner, dict):
            raise CodecError("a dict without its items")
        return {str(k): _decode(v, depth + 1, budget, refs) for k, v in inner.items()}
    if kind == "map":
        pairs = _items(data, "i", depth, budget, refs)
        if not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise CodecError("a map whose items are not pairs")
        try:
            return {_hashable(k): v for k, v in pairs}
        except TypeError:
            raise CodecError("a map with a key that cannot be one") from None
    cls = _trusted_class(kind)
    try:
        if issubclass(cls, enum.Enum):
            return cls(_decode(data.get("v"), depth + 1, budget, refs))
        if issubclass(cls, tuple) and hasattr(cls, "_fields"):
            return cls(*_items(data, "t", depth, budget, refs))
        if dataclasses.is_dataclass(cls):
            fields = data.get("f")
            if not isinstance(fields, dict):
                raise CodecError(f"{cls.__name__} without its fields")
            return cls(**{str(k): _decode(v, depth + 1, budget, refs) for k, v in fields.items()})
        if "a" in data:
            return cls(*_items(data, "a", depth, budget, refs))
    except CodecError:
        raise
    except (TypeError, ValueError) as exc:
        raise CodecError(f"a {cls.__name__} that cannot be: {exc}") from None
    raise CodecError(f"cannot build a {cls.__name__}")


def _items(data: dict, key: str, depth: int, budget: list[int],
           refs: Mapping[str, Any]) -> list[Any]:
    items = data.get(key)
    if not isinstance(items, list):
        raise CodecError(f"{data['$']} without its items")
    return [_decode(v, depth + 1, budget, refs) for v in items]


def _hashable(value: Any) -> Any:
    return tuple(_hashable(v) for v in value) if isinstance(value, list) else value


def _card(code: Any) -> Card:
    if not isinstance(code, str) or len(code) > 4:
        raise CodecError("a card without its code")
    try:
        return parse_card(code)
    except ValueError:
        raise CodecError(f"no such card: {code[:4]!r}") from None


def _trusted_class(kind: str) -> type:
    """The engine class named ``module:Qualname``; only value types of the engine."""
    module_name, _, qualname = kind.partition(":")
    if not module_name.startswith(TRUSTED_PREFIXES) or not qualname.isidentifier():
        raise CodecError(f"not an engine value: {kind[:60]!r}")
    try:
        module = importlib.import_module(module_name)
    except ImportError:
        raise CodecError(f"no such engine module: {module_name[:60]!r}") from None
    cls = getattr(module, qualname, None)
    if not isinstance(cls, type) or cls.__module__ != module_name:
        raise CodecError(f"no such engine value: {kind[:60]!r}")
    if not (dataclasses.is_dataclass(cls) or issubclass(cls, enum.Enum)
            or (issubclass(cls, tuple) and hasattr(cls, "_fields"))
            or (hasattr(cls, "__slots__") and "cards" in _slots(cls))):
        raise CodecError(f"not a value type: {kind[:60]!r}")
    return cls


def _slots(cls: type) -> set[str]:
    return {s for c in cls.__mro__ for s in getattr(c, "__slots__", ())}

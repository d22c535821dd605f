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
illegal move.

A client never sends these: its actions go as record moves through the game's
own strict move codec (``GameSpec.decode_move``), as a record file's moves do.
"""

from __future__ import annotations

import dataclasses
import enum
import importlib
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
def encode(value: Any) -> Any:
    """``value`` (an engine value) as JSON-ready lists, dicts, strings and numbers."""
    if isinstance(value, enum.Enum):  # before int: a rank is an IntEnum, and must stay one
        return {"$": _name(type(value)), "v": encode(value.value)}
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Card):
        return {"$": "card", "c": value.code}
    if isinstance(value, tuple) and hasattr(value, "_fields"):
        return {"$": _name(type(value)), "t": [encode(v) for v in value]}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: encode(getattr(value, f.name))
                  for f in dataclasses.fields(value) if f.init}
        return {"$": _name(type(value)), "f": fields}
    if isinstance(value, tuple):
        return {"$": "tuple", "t": [encode(v) for v in value]}
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        if not all(isinstance(k, str) for k in value):
            return {"$": "map", "i": [[encode(k), encode(v)] for k, v in value.items()]}
        return {"$": "dict", "d": {k: encode(v) for k, v in value.items()}}
    if isinstance(value, frozenset | set):
        return {"$": "set", "t": sorted((encode(v) for v in value), key=repr)}
    reduced = getattr(value, "__reduce__", None)
    if reduced is not None and type(value).__module__.startswith(TRUSTED_PREFIXES):
        cls, args = value.__reduce__()[:2]
        if cls is type(value):
            return {"$": _name(cls), "a": [encode(a) for a in args]}
    raise CodecError(f"cannot send a {type(value).__name__}")


def _name(cls: type) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


# ------------------------------------------------------------------ reading
def decode(data: Any) -> Any:
    """The engine value ``data`` (from :func:`encode`, via JSON) stands for."""
    budget = [MAX_ITEMS]
    return _decode(data, 0, budget)


def _decode(data: Any, depth: int, budget: list[int]) -> Any:
    budget[0] -= 1
    if budget[0] < 0:
        raise CodecError("too many items")
    if depth > MAX_DEPTH:
        raise CodecError("nested too deep")
    if data is None or isinstance(data, bool | int | float | str):
        return data
    if isinstance(data, list):
        return [_decode(v, depth + 1, budget) for v in data]
    if not isinstance(data, dict) or not isinstance(data.get("$"), str):
        raise CodecError(f"not a value: {type(data).__name__}")
    kind = data["$"]
    if kind == "card":
        return _card(data.get("c"))
    if kind == "tuple":
        return tuple(_items(data, "t", depth, budget))
    if kind == "set":
        return frozenset(_items(data, "t", depth, budget))
    if kind == "dict":
        inner = data.get("d")
        if not isinstance(inner, dict):
            raise CodecError("a dict without its items")
        return {str(k): _decode(v, depth + 1, budget) for k, v in inner.items()}
    if kind == "map":
        pairs = _items(data, "i", depth, budget)
        if not all(isinstance(p, list) and len(p) == 2 for p in pairs):
            raise CodecError("a map whose items are not pairs")
        try:
            return {_hashable(k): v for k, v in pairs}
        except TypeError:
            raise CodecError("a map with a key that cannot be one") from None
    cls = _trusted_class(kind)
    try:
        if issubclass(cls, enum.Enum):
            return cls(_decode(data.get("v"), depth + 1, budget))
        if issubclass(cls, tuple) and hasattr(cls, "_fields"):
            return cls(*_items(data, "t", depth, budget))
        if dataclasses.is_dataclass(cls):
            fields = data.get("f")
            if not isinstance(fields, dict):
                raise CodecError(f"{cls.__name__} without its fields")
            return cls(**{str(k): _decode(v, depth + 1, budget) for k, v in fields.items()})
        if "a" in data:
            return cls(*_items(data, "a", depth, budget))
    except CodecError:
        raise
    except (TypeError, ValueError) as exc:
        raise CodecError(f"a {cls.__name__} that cannot be: {exc}") from None
    raise CodecError(f"cannot build a {cls.__name__}")


def _items(data: dict, key: str, depth: int, budget: list[int]) -> list[Any]:
    items = data.get(key)
    if not isinstance(items, list):
        raise CodecError(f"{data['$']} without its items")
    return [_decode(v, depth + 1, budget) for v in items]


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

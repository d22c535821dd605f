"""Tables on your network: announcing a hosted table on the LAN and finding the others.

A host may announce a table to the local network; everyone on that network
then sees it under "Tables on your network" and can join it without typing
the invitation. Announcing is the host's choice and is off until chosen: an
announced table **shares its invitation with every machine on the LAN**, so
anyone there can take an open seat, as if they had been sent the
invitation. Announce only on a network you would hand the invitation to.

The table is a DNS-SD service of type ``_cardtable._tcp.local.`` sent by
multicast DNS (mDNS, UDP port 5353, the local link only; routers do not
forward it). Its TXT record holds the protocol version, the game, the
variant, the number of players, the seats still free, the host's display
name and the invitation; the free seats are announced again when they
change, and a withdrawn table says goodbye and vanishes from the others'
lists at once. A host that disappears without a goodbye (a crash, a pulled
cable) drops off once its records expire unanswered: within about two and
a half minutes (their two-minute lifetime, then a check and a last query).

What arrives from the network is untrusted. A record of another protocol
version, with a missing or malformed field, a name over 24 characters or
with control characters, a seat count out of range, or an invitation that
does not parse, is ignored; at most 200 tables are kept. A listed table is
only what some machine on the LAN says: joining connects to the address
in its invitation, and the server there decides as any server does.

Built on python-zeroconf (``zeroconf`` on PyPI): a maintained mDNS/DNS-SD
implementation in pure Python (compiled with Cython where a wheel offers
it) that does the protocol's fiddly parts (probing, renaming on a clash,
known-answer suppression, goodbyes, cache expiry) and runs its own
event-loop thread, so neither the window nor the server's asyncio loop
waits on the network. No Qt here: the window polls :meth:`Browser.snapshot`
from a timer.
"""

from __future__ import annotations

import asyncio
import re
import threading
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

import ifaddr
from zeroconf import IPVersion, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceInfo

from cardtable.net.invitation import Invitation, parse
from cardtable.net.protocol import VERSION

SERVICE = "_cardtable._tcp.local."
#: Tables a browser keeps at most; more announcements are ignored.
MAX_TABLES = 200
#: The longest host name shown, in characters (as a seat's name at the table).
MAX_NAME = 24
MAX_INVITATION = 200
#: More keys than this in one TXT record is not an announcement of ours.
MAX_KEYS = 32
#: Seconds the records live (a host gone without a goodbye is dropped once they expire).
TTL = 120
#: Milliseconds a browser waits for the rest of a table's records.
RESOLVE_MS = 3000
#: Seconds between a browser's checks that the tables it lists still answer
#: (the records of a host gone without a goodbye expire after ``TTL``).
SWEEP = 15.0
MAX_PLAYERS = 16
_ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,31}$")
_COUNT = re.compile(r"^[0-9]{1,2}$")
#: Joiners (ZWJ, ZWNJ) are format characters some scripts and emoji need.
_JOINERS = {"\u200c", "\u200d"}


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the LAN, as validated from its TXT record."""

    name: str            # the host's display name
    game: str            # game id: "cucumber", "supertrump", "sneak", …
    variant: str         # preset name; may be empty
    players: int
    free: int            # seats still open
    invitation: Invitation
    address: str = ""    # "address:port" the announcement came from


def txt_record(invitation: Invitation | str, game: str, variant: str, players: int,
               free: int, name: str) -> dict[str, str]:
    """The TXT record announcing a table (what :func:`parse_txt` reads back)."""
    return {"v": str(VERSION), "game": game, "variant": variant, "players": str(players),
            "free": str(free), "name": name, "inv": str(invitation)}


def _text(props: Mapping[Any, Any], key: bytes, most: int) -> str:
    value = props.get(key)
    if not isinstance(value, bytes):
        raise ValueError(f"{key.decode()} is missing")
    if len(value) > 4 * most:
        raise ValueError(f"{key.decode()} is too long")
    try:
        text = value.decode("utf-8")
    except UnicodeDecodeError:
        raise ValueError(f"{key.decode()} is not UTF-8") from None
    if len(text) > most:
        raise ValueError(f"{key.decode()} is too long")
    if any(unicodedata.category(c)[0] == "C" and c not in _JOINERS for c in text):
        raise ValueError(f"{key.decode()} has control characters")
    return text


def _count(props: Mapping[Any, Any], key: bytes, low: int, high: int) -> int:
    text = _text(props, key, 2)
    if not _COUNT.match(text) or not low <= int(text) <= high:
        raise ValueError(f"{key.decode()} must be a number from {low} to {high}")
    return int(text)


def parse_txt(props: Mapping[Any, Any], address: str = "") -> FoundTable:
    """A table from a TXT record's properties (bytes to bytes or ``None``, as
    the network gave them); ``ValueError`` saying what is wrong."""
    if not isinstance(props, Mapping) or len(props) > MAX_KEYS:
        raise ValueError("not a table's record")
    if _text(props, b"v", 8) != str(VERSION):
        raise ValueError("another protocol version")
    game, variant = _text(props, b"game", 32), _text(props, b"variant", 32)
    if not _ID.match(game) or not (variant == "" or _ID.match(variant)):
        raise ValueError("the game or variant is not an id")
    players = _count(props, b"players", 2, MAX_PLAYERS)
    free = _count(props, b"free", 0, players)
    name = _text(props, b"name", MAX_NAME).strip()
    if not name:
        raise ValueError("the name is empty")
    invitation = parse(_text(props, b"inv", MAX_INVITATION))
    return FoundTable(name, game, variant, players, free, invitation, address)


def read_txt(props: Mapping[Any, Any], address: str = "") -> FoundTable | None:
    """:func:`parse_txt`, or ``None`` for a record to ignore."""
    try:
        return parse_txt(props, address)
    except ValueError:
        return None


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses other than loopback (where a host announces
    by default)."""
    return sorted({str(ip.ip) for adapter in ifaddr.get_adapters() for ip in adapter.ips
                   if ip.is_IPv4 and not str(ip.ip).startswith("127.")})


def _zeroconf(interfaces: Sequence[str] | None) -> Zeroconf:
    """A Zeroconf on its own event-loop thread, even when called from a running
    asyncio loop (it would otherwise borrow that loop and block it)."""
    made: list[Zeroconf | BaseException] = []

    def make() -> None:
        try:
            if interfaces is None:
                made.append(Zeroconf(ip_version=IPVersion.V4Only))
            else:
                made.append(Zeroconf(interfaces=list(interfaces)))
        except BaseException as error:  # re-raised in the caller's thread
            made.append(error)

    thread = threading.Thread(target=make, name="cardtable-zeroconf-start")
    thread.start()
    thread.join()
    if isinstance(made[0], BaseException):
        raise made[0]
    return made[0]


class Announcer:
    """Announces one hosted table on the LAN until :meth:`withdraw`.

    ``addresses`` are the IP addresses the table is announced on and reached
    at (the default: :func:`lan_addresses`). Nothing is sent before
    :meth:`start`. The calls return at once (their futures say when the
    announcement is out) except :meth:`withdraw`, which sends the goodbye.
    """

    def __init__(self, invitation: Invitation | str, *, game: str, variant: str, players: int,
                 free: int, name: str, addresses: Sequence[str] | None = None) -> None:
        self.invitation = parse(str(invitation))
        self.addresses = list(lan_addresses() if addresses is None else addresses)
        if not self.addresses:
            raise ValueError("no network address to announce the table on")
        self._fields = {"game": game, "variant": variant, "players": players,
                        "name": name.strip()[:MAX_NAME]}
        self._info = self._service_info(free)
        self._zc: Zeroconf | None = None
        self._registered: Future[Any] | None = None

    def _service_info(self, free: int, name: str | None = None) -> ServiceInfo:
        txt = txt_record(self.invitation, free=free, **self._fields)
        parse_txt({k.encode(): v.encode() for k, v in txt.items()})  # ours must pass
        return ServiceInfo(SERVICE, name or f"{self.invitation.table}.{SERVICE}",
                           port=self.invitation.port, properties=txt,
                           server=f"cardtable-{self.invitation.table.lower()}.local.",
                           host_ttl=TTL, other_ttl=TTL, parsed_addresses=self.addresses)

    def start(self) -> Future[Any]:
        """Announce the table (probing for a clash of names takes about 2 s)."""
        if self._zc is None:
            self._zc = _zeroconf(self.addresses)
            assert self._zc.loop is not None
            self._registered = asyncio.run_coroutine_threadsafe(self._register(),
                                                                self._zc.loop)
        assert self._registered is not None
        return self._registered

    async def _register(self) -> None:
        assert self._zc is not None
        sent = await self._zc.async_register_service(self._info, allow_name_change=True)
        await sent

    def update(self, free: int) -> Future[Any]:
        """Announce that ``free`` seats are now open (before :meth:`start`, only
        what it will announce)."""
        info = self._service_info(free, self._info.name)
        if self._zc is None or self._registered is None:
            self._info = info
            done: Future[Any] = Future()
            done.set_result(None)
            return done
        zc, registered = self._zc, self._registered

        async def send() -> None:
            await asyncio.wrap_future(registered)
            info.name = self._info.name  # renamed if its first name was taken
            self._info = info
            await (await zc.async_update_service(info))

        assert zc.loop is not None
        return asyncio.run_coroutine_threadsafe(send(), zc.loop)

    def withdraw(self) -> None:
        """Say goodbye (the table leaves the others' lists at once) and stop
        announcing. Blocks for about half a second; calling it again does nothing."""
        zc, self._zc, self._registered = self._zc, None, None
        if zc is not None:
            zc.close()  # sends the goodbyes for what is registered, then stops


class Tables:
    """The tables a browser has found: validated, at most ``MAX_TABLES``, and
    safe to use from several threads. Pure bookkeeping, no network."""

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.on_change = on_change
        #: Announcements ignored because their records were malformed.
        self.ignored = 0
        self._lock = threading.Lock()
        self._found: dict[str, FoundTable] = {}
        self._present: set[str] = set()   # announced and not withdrawn, kept or pending

    def seen(self, name: str) -> bool:
        """A service ``name`` is announced; ``False`` if there is no room to look at it."""
        with self._lock:
            if name not in self._present and len(self._present) >= 2 * MAX_TABLES:
                return False
            self._present.add(name)
            return True

    def gone(self, name: str) -> None:
        """Service ``name`` was withdrawn (or its records expired)."""
        with self._lock:
            self._present.discard(name)
            changed = self._found.pop(name, None) is not None
        if changed and self.on_change is not None:
            self.on_change()

    def keep(self, name: str, props: Mapping[Any, Any], addresses: Sequence[str],
             port: int | None) -> bool:
        """Take in a seen name's resolved records; ``False`` if they were ignored."""
        found = read_txt(props, f"{addresses[0]}:{port}" if addresses and port else "")
        with self._lock:
            if name not in self._present:
                return False  # withdrawn while its records were on the way
            if found is None or not found.address:
                self.ignored += 1
                self._present.discard(name)
                return False
            if name not in self._found and len(self._found) >= MAX_TABLES:
                return False
            if self._found.get(name) == found:
                return True
            self._found[name] = found
        if self.on_change is not None:
            self.on_change()
        return True

    def names(self) -> list[str]:
        """The service names of the tables kept."""
        with self._lock:
            return list(self._found)

    def snapshot(self) -> list[FoundTable]:
        """The tables kept, by host name."""
        with self._lock:
            tables = list(self._found.values())
        return sorted(tables, key=lambda t: (t.name.casefold(), str(t.invitation)))


class Browser:
    """Watches the LAN for announced tables; :meth:`snapshot` lists them.

    ``interfaces``: the IP addresses to listen on (default: every IPv4
    interface). ``on_change`` is called, from the browser's own threads, each
    time the list changes; a window may instead poll :meth:`snapshot`.
    """

    def __init__(self, interfaces: Sequence[str] | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        self.interfaces = None if interfaces is None else list(interfaces)
        self.tables = Tables(on_change)
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._sweeper: Future[None] | None = None

    def __enter__(self) -> Browser:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def start(self) -> None:
        if self._zc is None:
            self._zc = _zeroconf(self.interfaces)
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
            assert self._zc.loop is not None
            self._sweeper = asyncio.run_coroutine_threadsafe(self._sweep(self._zc),
                                                             self._zc.loop)

    def snapshot(self) -> list[FoundTable]:
        """The tables seen so far and still announced, by host name."""
        return self.tables.snapshot()

    @property
    def ignored(self) -> int:
        return self.tables.ignored

    def close(self) -> None:
        browser, zc, self._browser, self._zc = self._browser, self._zc, None, None
        if self._sweeper is not None:
            self._sweeper.cancel()
        if browser is not None:
            browser.cancel()
        if zc is not None:
            zc.close()

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        """Called in the ServiceBrowser's thread for each name's change."""
        if state_change is ServiceStateChange.Removed:
            self.tables.gone(name)
        elif self.tables.seen(name):
            assert zeroconf.loop is not None
            asyncio.run_coroutine_threadsafe(self._resolve(zeroconf, name), zeroconf.loop)

    async def _resolve(self, zeroconf: Zeroconf, name: str) -> None:
        info = AsyncServiceInfo(SERVICE, name)
        if await info.async_request(zeroconf, RESOLVE_MS):
            self.tables.keep(name, info.properties, info.parsed_addresses(), info.port)
        else:
            self.tables.keep(name, {}, [], None)  # never complete: ignored

    async def _sweep(self, zeroconf: Zeroconf) -> None:
        """Drop the tables whose records expired and whose host no longer answers.

        (The browser itself forgets a name only at its pointer's expiry, which
        python-zeroconf holds for at least 1125 s.)"""
        while True:
            await asyncio.sleep(SWEEP)
            names = self.tables.names()
            answered = await asyncio.gather(
                *(AsyncServiceInfo(SERVICE, name).async_request(zeroconf, RESOLVE_MS)
                  for name in names))
            for name, there in zip(names, answered, strict=True):
                if not there:
                    self.tables.gone(name)


def browse(timeout: float = 3.0, interfaces: Sequence[str] | None = None) -> list[FoundTable]:
    """The tables announced on the LAN, after listening for ``timeout`` seconds."""
    with Browser(interfaces) as browser:
        threading.Event().wait(timeout)
        return browser.snapshot()

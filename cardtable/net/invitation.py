"""Invitations: what a host copies and sends to a friend.

``cardtable://HOST:PORT/TABLE-CODE``: where the server listens, which table,
and the table's secret code (80 bits from :mod:`secrets`, base32). The code
lets a friend take an open seat; the seat is then bound to a token of its
own, so the invitation alone never gives away a taken seat.

``cardtable+tls://HOST:PORT/TABLE-CODE`` names a server reached over TLS
(``wss://``): a club's server behind a reverse proxy that terminates TLS.
The client checks the certificate against the system's trusted authorities,
as a browser does; the table server itself speaks plain WebSocket.
"""

from __future__ import annotations

import base64
import ipaddress
import re
import secrets
from dataclasses import dataclass

SCHEME = "cardtable://"
TLS_SCHEME = "cardtable+tls://"
#: Bytes of randomness in a table id and in its code.
ID_BYTES = 5
CODE_BYTES = 10
_PART = re.compile(r"^[A-Z2-7]{4,32}$")
_HOST = re.compile(r"^[A-Za-z0-9.-]{1,253}$")


def new_secret(nbytes: int) -> str:
    """``nbytes`` of randomness as upper-case base32 without padding."""
    return base64.b32encode(secrets.token_bytes(nbytes)).decode().rstrip("=")


def valid_part(text: str) -> bool:
    """Whether ``text`` is a table id or code as invitations write them."""
    return bool(_PART.match(text))


@dataclass(frozen=True)
class Invitation:
    host: str
    port: int
    table: str
    code: str
    #: Reached over TLS (``wss://``), through a proxy in front of the server.
    tls: bool = False

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        scheme = TLS_SCHEME if self.tls else SCHEME
        return f"{scheme}{host}:{self.port}/{self.table}-{self.code}"

    @property
    def url(self) -> str:
        """The WebSocket address of the server."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'wss' if self.tls else 'ws'}://{host}:{self.port}"


def parse(text: str) -> Invitation:
    """An invitation from its text; ``ValueError`` saying what is wrong."""
    text = text.strip()
    tls = text.startswith(TLS_SCHEME)
    if not tls and not text.startswith(SCHEME):
        raise ValueError(f"an invitation starts with {SCHEME} (or {TLS_SCHEME})")
    rest = text[len(TLS_SCHEME if tls else SCHEME):]
    where, slash, ticket = rest.partition("/")
    if not slash:
        raise ValueError("the invitation has no table after the address")
    if where.startswith("["):
        host, bracket, port_text = where[1:].partition("]")
        if not bracket or not port_text.startswith(":"):
            raise ValueError("an IPv6 address is written [address]:port")
        port_text = port_text[1:]
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            raise ValueError("that is not an IPv6 address") from None
    else:
        host, colon, port_text = where.rpartition(":")
        if not colon or not _HOST.match(host):
            raise ValueError("the invitation's address is written host:port")
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        raise ValueError("the port must be a number from 1 to 65535")
    table, dash, code = ticket.partition("-")
    if not dash or not valid_part(table) or not valid_part(code):
        raise ValueError("the table and its code are not complete")
    return Invitation(host, int(port_text), table, code, tls)

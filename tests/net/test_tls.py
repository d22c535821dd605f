"""Invitations over TLS: ``cardtable+tls://`` names a server behind a proxy that
terminates TLS, as a club runs one (docs/network.md, "A club server"). The
proxy here is a few lines of asyncio with a throwaway certificate on
127.0.0.1; the client checks the certificate like any other (the test makes
its authority the trusted one), and one that is not trusted is refused."""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import ssl
import subprocess
from pathlib import Path

import pytest

from cardtable.net.client import JoinError, play
from cardtable.net.invitation import parse
from cardtable.net.server import TableServer


def test_a_tls_invitation_reads_back_and_names_wss():
    text = "cardtable+tls://cards.example.org:443/2HSYGU35-5JC3EXLMPFL3LTON"
    invitation = parse(text)
    assert invitation.tls and str(invitation) == text
    assert invitation.url == "wss://cards.example.org:443"
    plain = parse(text.replace("+tls", ""))
    assert not plain.tls and plain.url == "ws://cards.example.org:443"
    with pytest.raises(ValueError, match="cardtable"):
        parse("cardtable+ssl://cards.example.org:443/2HSYGU35-5JC3EXLMPFL3LTON")


def certificate(folder: Path) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        pytest.skip("openssl is needed to make a test certificate")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt",
                    "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", str(key), "-out",
                    str(cert), "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1"],
                   check=True, capture_output=True, timeout=30)
    return cert, key


async def tls_proxy(cert: Path, key: Path, backend: int) -> asyncio.Server:
    """What nginx or Caddy does in front of a club's server: TLS in, plain out."""
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)

    async def pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        with contextlib.suppress(ConnectionError, ssl.SSLError):
            while data := await reader.read(65536):
                writer.write(data)
                await writer.drain()
        writer.close()

    async def forward(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", backend)
        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))

    return await asyncio.start_server(forward, "127.0.0.1", 0, ssl=context)


def test_a_seat_is_played_over_tls_through_a_proxy_and_an_untrusted_one_is_refused(
        tmp_path, monkeypatch):
    cert, key = certificate(tmp_path)

    async def go():
        srv = TableServer(ai_pause=0, public_tls=True)
        server = await srv.start("127.0.0.1", 0)
        proxy = await tls_proxy(cert, key, srv.port)
        srv.public_port = proxy.sockets[0].getsockname()[1]
        try:
            invitation = srv.create_table("supertrump", None, ["open", "ai-easy"], seed=4)
            assert str(invitation).startswith("cardtable+tls://127.0.0.1:")
            # A certificate nobody vouches for: the seat is not even asked for.
            with pytest.raises(JoinError, match="certificate"):
                await play(invitation, "Eve", "easy", timeout=30)
            monkeypatch.setenv("SSL_CERT_FILE", str(cert))     # now it is trusted
            outcome = await play(invitation, "Ann", "easy", timeout=60)
            return outcome, srv.tables[invitation.table]
        finally:
            proxy.close()
            server.close()
            await server.wait_closed()

    outcome, table = asyncio.run(asyncio.wait_for(go(), 90))
    assert table.state.is_over and outcome.winners == list(table.state.winners)

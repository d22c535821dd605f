"""Game → Play with friends: host a table, join one, come back to one.

Each shared table gets a window of its own — the same ``MainWindow`` built
on a :class:`~cardtable.session.remote_session.RemoteSession` — so a game
against the AIs can stay open beside it. Hosting starts the table server
on a thread of this app (``cardtable.net.background``) and seats the host
over loopback like any friend. The seats taken are remembered
(``cardtable.session.shared_seats``): a closed or crashed app offers to
rejoin them. A hosted table is saved when its window closes, and can be
hosted again from the same menu or from Game → Saved games (this module
hands the Saved games dialog a ``HostedShelf``: the archive's room cannot
reach the window's); friends come back with the same invitation. The host's
rule for an empty seat and last choices are kept beside the table
(``cardtable.ui.together.hosted``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QLabel, QMainWindow, QMenu, QMessageBox

from cardtable.net.invitation import Invitation, parse
from cardtable.session.shared_seats import SharedSeat, SharedSeats
from cardtable.ui.play.illegal_texts import illegal_text
from cardtable.ui.together import hosted
from cardtable.ui.together.hosted import HOSTED_FOLDER, HostedShelf

if TYPE_CHECKING:   # the network and the dialogs load on first use, not at start-up
    from cardtable.net.background import BackgroundServer
    from cardtable.net.protocol import Refusal
    from cardtable.ui.together.host_dialog import HostSetup


def data_folder(window: Any) -> Path:
    """Where the seats file and hosted tables live: beside the autosave."""
    autosave = window.session.autosave_path
    if autosave is not None:
        return Path(autosave).parent
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base)


class Friends(QObject):
    """The Play with friends menu of the solo window, and the shared windows it opens."""

    #: Look for tables on the LAN in the join dialog (the tests turn it off:
    #: they never touch the machine's real network).
    browse_lan = True

    def __init__(self, window: Any, make_window: Callable[..., QMainWindow]) -> None:
        """``make_window``: builds a main window (the class of ``window``)."""
        super().__init__(window)
        self.window = window
        self.make_window = make_window
        self.folder = data_folder(window)
        self.seats = SharedSeats(self.folder)
        self.windows: list[QMainWindow] = []
        self.servers: dict[str, BackgroundServer] = {}   # by table id: the tables hosted here
        self.announcers: dict[str, Any] = {}   # by table id: shown under Tables on your network
        self.menu = QMenu(window)
        self.host_action = QAction(window)
        self.host_action.triggered.connect(self.host)
        self.join_action = QAction(window)
        self.join_action.triggered.connect(lambda: self.join())
        self.menu.addAction(self.host_action)
        self.menu.addAction(self.join_action)
        self.menu.aboutToShow.connect(self._list_seats)
        self._seat_actions: list[QAction] = []
        window.game_menu.insertMenu(window.demo_action, self.menu)
        window.saved_games.hosted = HostedShelf(self.folder, self.seats, self.host_again,
                                                lambda: set(self.servers))

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("Play with &friends"))
        self.host_action.setText(self.tr("&Host a table…"))
        self.join_action.setText(self.tr("&Join a table…"))

    # ------------------------------------------------------------ the menu
    def _list_seats(self) -> None:
        for action in self._seat_actions:
            self.menu.removeAction(action)
        self._seat_actions = []
        seats = [s for s in self.seats.seats() if not self._open_at(s)]
        if seats:
            self._seat_actions.append(self.menu.addSeparator())
        for seat in seats:
            action = QAction(self.seat_text(seat), self.menu)
            action.triggered.connect(lambda _=False, s=seat: self.come_back(s))
            self.menu.addAction(action)
            self._seat_actions.append(action)

    def seat_text(self, seat: SharedSeat) -> str:
        from cardtable.table.presentation import presentation_for

        try:
            game = presentation_for(seat.game).name()
        except Exception:  # a game this build lacks
            game = seat.game
        if seat.hosted:
            return self.tr("Host again: %1 (%2)").replace("%1", game).replace(
                "%2", seat.since.replace("T", " ")[:16])
        return self.tr("Rejoin: %1 as %2 (%3)").replace("%1", game).replace(
            "%2", seat.name).replace("%3", seat.since.replace("T", " ")[:16])

    def _open_at(self, seat: SharedSeat) -> bool:
        table = parse(seat.invitation).table
        return any(w.session.table_id == table for w in self.windows)

    # ------------------------------------------------------------ hosting
    def host(self) -> QMainWindow | None:
        from cardtable.ui.together.host_dialog import HostDialog

        dialog = HostDialog(self.window, self.window.settings.player_name or self.tr("Host"),
                            announce_available=True, last=hosted.read_last_setup(self.folder))
        if not dialog.exec():
            return None
        setup = dialog.setup()
        hosted.keep_last_setup(self.folder, setup.remembered())
        return self.host_table(setup)

    def host_table(self, setup: HostSetup) -> QMainWindow | None:
        """Start a server for ``setup`` and sit down at seat 1."""
        self.window.settings.player_name = setup.name
        server = self._server(setup.network, setup.takeover)
        if not self._listen(server, setup.network, setup.port):
            return None
        invitation = server.create_table(setup.game, setup.variant, setup.seats,
                                         rules=setup.rules)
        hosted.keep_takeover(self.folder, invitation.table, setup.takeover)
        # Seat 1 is the host's before anyone can join: the window takes it up
        # with its token, so a quick friend never lands in it (a CI run caught one).
        token = server.reserve_seat(invitation.table, 0, setup.name)
        window = self._seat_host(server, invitation.table, invitation.code, setup.name, token)
        if setup.announce and setup.network:
            self._announce(window, invitation, setup)
        return window

    def _announce(self, window: QMainWindow, invitation: Invitation, setup: HostSetup) -> None:
        """Show the table on the LAN (mDNS), its free seats kept up to date."""
        from cardtable.net.discovery import Announcer

        free = setup.seats.count("open")
        try:
            announcer = Announcer(invitation, game=setup.game, variant=setup.variant,
                                  players=len(setup.seats), free=free, name=setup.name)
            announcer.start()
        except Exception as exc:   # no network to announce on: the invitation still works
            window.statusBar().showMessage(self.tr(
                "The table cannot be shown on your network (%1); send the invitation.")
                .replace("%1", str(exc)[:120]), 10000)
            return
        self.announcers[invitation.table] = announcer
        window.session.table_seats.connect(lambda seats: announcer.update(sum(
            1 for s in seats if isinstance(s, dict) and s.get("kind") == "open")))

    def host_again(self, seat: SharedSeat) -> QMainWindow | None:
        """A table this app hosted before, from its saved file: same invitation."""
        old = parse(seat.invitation)
        path = hosted.tables_folder(self.folder) / f"{old.table}.json"
        network = old.host not in ("127.0.0.1", "::1", "localhost")
        server = self._server(network, hosted.read_takeover(self.folder, old.table))
        try:
            server.server.resume_table(path)   # before it listens: no thread yet
        except Exception as exc:   # gone, damaged: say so, forget it
            QMessageBox.warning(self.window, self.tr("Host again"), self.tr(
                "This table cannot be hosted again (%1).").replace("%1", str(exc)[:200]))
            self.seats.forget(old.table)
            return None
        if not self._listen(server, network, old.port):
            return None
        return self._seat_host(server, old.table, old.code, seat.name, seat.token)

    def _server(self, network: bool, takeover: float | None) -> BackgroundServer:
        from cardtable.net.background import BackgroundServer, lan_address

        public = lan_address() if network else "127.0.0.1"
        return BackgroundServer(data_dir=self.folder / HOSTED_FOLDER, public_host=public,
                                takeover=takeover)

    def _listen(self, server: BackgroundServer, network: bool, port: int) -> bool:
        try:
            server.start("0.0.0.0" if network else "127.0.0.1", port)
        except OSError as exc:
            QMessageBox.warning(self.window, self.tr("Host a table"), self.tr(
                "The table cannot listen on port %1 (%2). Pick another port.")
                .replace("%1", str(port)).replace("%2", exc.strerror or str(exc)))
            return False
        return True

    def _seat_host(self, server: BackgroundServer, table: str, code: str, name: str,
                   token: str | None) -> QMainWindow:
        self.servers[table] = server
        shown = server.call(lambda: server.server.invitation(table))   # as friends get it
        own = Invitation("127.0.0.1", server.port, table, code)
        return self.open_table(own, name, seat=0, token=token, shown=shown, server=server)

    # ------------------------------------------------------------ joining
    def join(self, text: str = "", name: str | None = None,
             seat: int | None = None) -> QMainWindow | None:
        """Join a table: straight away given a name, else through the dialog."""
        from cardtable.ui.together.join_dialog import JoinDialog

        if name:
            try:
                return self.open_table(parse(text), name, seat=seat)
            except ValueError:
                pass   # a bad link: the dialog says what is wrong with it
        browser = self._browser()
        dialog = JoinDialog(self.window, name or self.window.settings.player_name, text,
                            finder=browser.snapshot if browser is not None else None)
        try:
            accepted = dialog.exec()
        finally:
            if browser is not None:
                browser.close()
        if not accepted:
            return None
        self.window.settings.player_name = dialog.name()
        return self.open_table(dialog.invitation(), dialog.name(), seat=seat)

    def _browser(self) -> Any:
        """Look for tables on the LAN while the join dialog is open (``None``
        where it cannot: then the dialog just takes a pasted invitation)."""
        if not self.browse_lan:
            return None
        from cardtable.net.discovery import Browser

        try:
            browser = Browser()
            browser.start()
        except Exception:
            return None
        return browser

    def come_back(self, seat: SharedSeat) -> QMainWindow | None:
        if seat.hosted:
            return self.host_again(seat)
        return self.open_table(parse(seat.invitation), seat.name, token=seat.token)

    def offer_rejoin(self) -> QMainWindow | None:
        """Start-up: a seat at a shared table is still held (or a table this
        app hosted was left unfinished): go back to it?"""
        seats = self.seats.seats()
        if not seats:
            return None
        seat = seats[0]
        answer = QMessageBox.question(self.window, self.tr("Rejoin the table?"), self.tr(
            "You have a seat at a shared table. %1 — rejoin it now?").replace(
                "%1", self.seat_text(seat)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.Yes)
        return self.come_back(seat) if answer == QMessageBox.StandardButton.Yes else None

    # ------------------------------------------------------------ a shared window
    def open_table(self, invitation: Invitation, name: str, *, seat: int | None = None,
                   token: str | None = None, shown: Invitation | None = None,
                   server: BackgroundServer | None = None) -> QMainWindow:
        from cardtable.session.remote_session import RemoteSession

        main = self.window
        session = RemoteSession(invitation, name, seat=seat, token=token)
        window = self.make_window(settings=main.settings, translations=main.translations,
                            stats_path=main.archive._stats_path, session=session,
                            speed=main.animator.speed)
        SharedWindow(window, shown or invitation, server, self)
        session.joined.connect(lambda k, t: self.seats.remember(
            str(shown or invitation), t, k, name, session.game or "", server is not None))
        session.finished.connect(lambda _w: self.seats.forget(invitation.table))
        self.windows.append(window)
        window.show()
        session.connect_to_table()
        return window

    def closed(self, window: QMainWindow) -> None:
        if window in self.windows:
            self.windows.remove(window)
        table = window.session.table_id
        announcer = self.announcers.pop(table, None)
        if announcer is not None:
            announcer.withdraw()
        server = self.servers.pop(table, None)
        if server is not None:
            server.stop()
            hosted.tidy(self.folder, table)   # a finished table leaves no rule behind


class SharedWindow(QObject):
    """What makes a main window a shared table's: its menu, marks and close."""

    def __init__(self, window: Any, invitation: Invitation, server: BackgroundServer | None,
                 friends: Friends) -> None:
        super().__init__(window)
        self.window, self.invitation, self.server, self.friends = (
            window, invitation, server, friends)
        session = window.session
        for action in (window.new_action, window.restart_action, window.demo_action,
                       window.saved_games.action):
            action.setVisible(False)
        window.help_menu.aboutToShow.disconnect(window.lessons.list_lessons)
        self.invite_action = QAction(window)
        self.invite_action.triggered.connect(self.show_invitation)
        self.leave_action = QAction(window)
        self.leave_action.triggered.connect(self.leave)
        window.game_menu.insertActions(window.quit_action, [self.invite_action,
                                                            self.leave_action])
        self.mark = QLabel()
        window.statusBar().addPermanentWidget(self.mark)
        self.invite_box: QMessageBox | None = None     # made when first shown
        self.copy_button: Any = None
        session.connection.connect(self._connection)
        session.joined.connect(lambda *_: self.retranslate())   # the host's rule is known now
        # Someone sat down, left or came back: their plate and the score table say so.
        session.table_seats.connect(lambda _seats: window.controller.retranslate())
        session.refused.connect(self._refused)
        session.move_refused.connect(lambda exc: window.statusBar().showMessage(
            illegal_text(exc), 8000))
        window.installEventFilter(self)
        self.retranslate()
        if server is not None:
            session.joined.connect(lambda *_: self.show_invitation())

    def retranslate(self) -> None:
        self.window.setWindowTitle(self.tr("cardtable — shared table"))
        self.invite_action.setText(self.tr("Show the &invitation…"))
        self.leave_action.setText(self.tr("&Leave the table"))
        takeover = self.window.session.takeover   # the host's rule, said at the table
        self.mark.setText(
            self.tr("Shared table · no undo or hints · an empty seat waits for its player")
            if takeover is None else
            self.tr("Shared table · no undo or hints · an AI plays an empty seat after %1 s")
            .replace("%1", str(round(takeover))))
        self._word_invitation()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            # After the window's own retranslation, which names it "cardtable".
            QTimer.singleShot(0, self, self.retranslate)
        if watched is self.window and event.type() == QEvent.Type.Close:
            self.friends.closed(self.window)
        return False

    def show_invitation(self) -> QMessageBox:
        """The invitation to send, with a Copy button; not modal: the table
        stays in view and playable behind it. One box per window, shown again."""
        if self.invite_box is None:
            box = self.invite_box = QMessageBox(self.window)
            box.setInformativeText(str(self.invitation))
            box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.copy_button = box.addButton(self.tr("Copy"), QMessageBox.ButtonRole.ActionRole)
            box.addButton(QMessageBox.StandardButton.Close)
            box.buttonClicked.connect(self._invite_clicked)
            self._word_invitation()
        self.invite_box.open()
        return self.invite_box

    def _word_invitation(self) -> None:
        box = self.invite_box
        if box is None:
            return
        box.setWindowTitle(self.tr("Invite your friends"))
        box.setText(self.tr("Send this invitation to your friends. In cardtable they "
                            "choose Game → Play with friends → Join a table and paste it:"))
        self.copy_button.setText(self.tr("Copy"))

    def _invite_clicked(self, button: Any) -> None:
        if button is self.copy_button:
            QGuiApplication.clipboard().setText(str(self.invitation))
            self.window.statusBar().showMessage(self.tr("The invitation is copied."), 5000)

    def leave(self) -> None:
        answer = QMessageBox.question(self.window, self.tr("Leave the table?"), self.tr(
            "Give up your seat? The host's rule decides who plays it from now on."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.friends.seats.forget(self.invitation.table)
            self.window.session.leave()
            self.window.close()

    def _connection(self, problem: str) -> None:
        if problem:
            self.window.statusBar().showMessage(self.tr(
                "The connection to the table dropped; trying again…"), 10000)
        else:
            self.window.statusBar().showMessage(self.tr("Connected to the table."), 4000)

    def _refused(self, refusal: Refusal) -> None:
        from cardtable.ui.together.refusals import refusal_text
        self.friends.seats.forget(self.invitation.table)
        QMessageBox.warning(self.window, self.tr("Shared table"), self.tr(
            "The table cannot be joined: %1").replace("%1", refusal_text(refusal)))
        self.window.close()

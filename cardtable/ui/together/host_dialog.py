"""Game → Play with friends → Host a table: what the table is and who sits where.

The game, its variant, its rules and the number of players as in New game
(the same rules form, :mod:`cardtable.ui.rules.rules_form`: ● marks what
differs from the variant, rules that cannot be played are said in the
game's words and keep Host off); then, for each seat but the host's own: a
friend (an open seat an invitation fills) or one of our AIs at a level.
Where the server listens is said plainly: on this computer only (for
trying it out), or on the network for friends on the LAN or beyond (port
forwarding is the host's business; the dialog says which address friends
will be given). And what happens to a friend's seat left empty: the game
waits, or an AI plays it after some seconds, until the friend comes back.
The last choices come back the next time
(:meth:`HostSetup.remembered`, read back by :func:`check_remembered` field by
field: a game or rules this build cannot play fall back to the defaults).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable import games, texts
from cardtable.ai import bot_names
from cardtable.games.errors import RulesError
from cardtable.games.spec import GameSpec
from cardtable.table.presentation import presentation_for
from cardtable.ui.kit.rows_area import RowsArea
from cardtable.ui.kit.screen_fit import capped_size, resize_on_screen
from cardtable.ui.rules.rules_form import RulesForm

#: The port a table listens on unless the host picks another.
DEFAULT_PORT = 8765
FRIEND = "open"
#: The default wait before an AI plays a seat left empty, in seconds.
DEFAULT_TAKEOVER = 60
#: Rule rows shown at once (more scroll), and at least; seat rows the same.
RULE_ROWS, LEAST_RULE_ROWS = 12, 5
SEAT_ROWS, LEAST_SEAT_ROWS = 7, 3
#: The dialog opens at most this share of its screen each way, and at least this wide.
SCREEN_SHARE, MIN_WIDTH = 0.9, 640


@dataclass(frozen=True)
class HostSetup:
    """What the host chose."""

    game: str
    variant: str
    seats: tuple[str, ...]       # "person" (the host), "open" or "ai-LEVEL" per seat
    name: str
    port: int
    network: bool                # listen for other machines, not only this one
    takeover: float | None       # seconds before an AI plays an empty seat; None: wait
    announce: bool               # show the table under "Tables on your network"
    rules: Any = None            # the ruleset played (None: the variant's own)

    def remembered(self) -> dict[str, Any]:
        """The choices to offer again next time, JSON-ready (the name is kept
        with the player's settings, the port and the rules here)."""
        spec = games.get(self.game)
        rules = self.rules if self.rules is not None else spec.preset(self.variant)
        return {"game": self.game, "variant": self.variant, "seats": list(self.seats[1:]),
                "rules": spec.rules_to_dict(rules), "port": self.port,
                "network": self.network, "announce": self.announce,
                "takeover": 0 if self.takeover is None else round(self.takeover)}


@dataclass
class Remembered:
    """A remembered host setup made usable: each field checked on its own."""

    spec: GameSpec
    variant: str
    rules: Any
    seats: list[str]
    port: int = DEFAULT_PORT
    network: bool = True
    announce: bool = True
    takeover: int = DEFAULT_TAKEOVER


def check_remembered(last: Any) -> Remembered:
    """``last`` (what :meth:`HostSetup.remembered` wrote, or anything at all)
    as choices this build can offer: a field that is missing, of the wrong
    kind or no longer playable falls back to its default alone."""
    data = last if isinstance(last, dict) else {}
    try:
        spec = games.get(data.get("game"))
    except (KeyError, TypeError):
        spec, data = games.all_games()[0], {}
    variant = data.get("variant")
    variant = variant if variant in spec.presets else spec.default_preset
    levels = {f"ai-{level}" for level in bot_names(spec.id) if level != "random"}
    seats = data.get("seats")
    if not (isinstance(seats, list) and spec.min_players <= len(seats) + 1 <= spec.max_players
            and all(kind == FRIEND or kind in levels for kind in seats)):
        seats = [FRIEND] * (spec.default_players - 1)
    rules = spec.preset(variant)
    try:
        wanted = spec.rules_from_dict(data["rules"])
        spec.check_playable(wanted, len(seats) + 1)
        rules = wanted
    except (KeyError, RulesError, TypeError, ValueError):
        pass
    out = Remembered(spec, variant, rules, list(seats))
    port, takeover = data.get("port"), data.get("takeover")
    if isinstance(port, int) and not isinstance(port, bool) and 1024 <= port <= 65535:
        out.port = port
    if isinstance(takeover, int) and not isinstance(takeover, bool) and 0 <= takeover <= 600:
        out.takeover = takeover
    for flag in ("network", "announce"):
        if isinstance(data.get(flag), bool):
            setattr(out, flag, data[flag])
    return out


class HostDialog(QDialog):
    """Set up a shared table; ``setup()`` once accepted. ``last``: the choices
    remembered from the previous table (anything: each field is checked)."""

    def __init__(self, parent: QWidget | None, name: str, *, announce_available: bool,
                 last: Any = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a table"))
        remembered = check_remembered(last)
        self._spec: GameSpec = remembered.spec
        self.game = QComboBox()
        for spec in games.all_games():
            self.game.addItem(presentation_for(spec.id).name(), spec.id)
        self.variant = QComboBox()
        for box in (self.game, self.variant):   # long names need not widen the dialog
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            box.setMinimumContentsLength(12)
        self.reset_button = QPushButton(self.tr("Reset to preset"))
        self.players = QSpinBox()
        self.name = QLineEdit(name)
        self.name.setMaxLength(24)
        self.seat_rows = QFormLayout()
        seat_box = QWidget()
        seat_box.setLayout(self.seat_rows)
        self.seat_rows.setContentsMargins(0, 0, 0, 0)
        self.seat_scroll = RowsArea(SEAT_ROWS, LEAST_SEAT_ROWS)
        self.seat_scroll.setWidget(seat_box)
        self.seat_choices: list[QComboBox] = []    # the seats after the host's, shown
        self._seat_pool: list[QComboBox] = []      # every seat row made (more are hidden)
        self._wanted: list[str] = []               # the seats to offer first, per game
        self.network = QCheckBox(self.tr("Friends on other computers can join"))
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(remembered.port)
        self.takeover = QSpinBox()
        self.takeover.setRange(0, 600)
        self.takeover.setValue(remembered.takeover)
        self.takeover.setSpecialValueText(self.tr("never: the game waits"))
        self.takeover.setSuffix(self.tr(" s"))
        self.announce = QCheckBox(self.tr("Show the table under Tables on your network"))
        self.announce.setToolTip(self.tr(
            "Anyone on your local network can then see the table and join it."))
        self._can_announce = announce_available
        self.rules_form: RulesForm | None = None    # the chosen game's, made with it
        self.rules_scroll = RowsArea(RULE_ROWS, LEAST_RULE_ROWS)
        self.rules_box = QGroupBox(self.tr("Rules (● changed from the preset)"))
        QVBoxLayout(self.rules_box).addWidget(self.rules_scroll)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b03020;")
        self.problems.hide()
        # Our own button, not Ok renamed: a language change resets a standard one to "OK".
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.host_button = buttons.addButton(self.tr("Host"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._lay_out(buttons)
        row_height = self.game.sizeHint().height() + max(0, self.seat_rows.verticalSpacing())
        self.seat_scroll.row_height = self.rules_scroll.row_height = row_height
        self.network.toggled.connect(self._network_changed)
        self.network.setChecked(remembered.network)
        self._network_changed(remembered.network)
        self.announce.setChecked(remembered.announce and self.announce.isEnabled())
        self._show_game(remembered.spec, remembered.variant, remembered.rules,
                        remembered.seats)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.variant.currentIndexChanged.connect(self._variant_changed)
        self.reset_button.clicked.connect(self._variant_changed)
        self.players.valueChanged.connect(self._players_changed)

    def _lay_out(self, buttons: QDialogButtonBox) -> None:
        """One column, as New game: the table, its seats, its rules (they take
        what room is left, and scroll), then where friends join from."""
        variant_row = QHBoxLayout()
        variant_row.addWidget(self.variant, 1)
        variant_row.addWidget(self.reset_button)
        top = QFormLayout()
        top.addRow(self.tr("Game"), self.game)
        top.addRow(self.tr("Variant"), variant_row)
        top.addRow(self.tr("Players"), self.players)
        top.addRow(self.tr("Your name"), self.name)
        self.seats_box = QGroupBox(self.tr("Seats"))
        QVBoxLayout(self.seats_box).addWidget(self.seat_scroll)
        # No taller than its rows: a few seats leave the room to the rules.
        self.seats_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        reach = QFormLayout()
        reach.addRow(self.network)     # a whole row: a long text widens no column
        reach.addRow(self.tr("Port"), self.port)
        reach.addRow(self.tr("An AI plays a seat left empty after"), self.takeover)
        reach.addRow(self.announce)
        note = QLabel(self.tr("Undo and hints are off at a shared table. The game is "
                              "dealt when you press Host; friends take their seats with "
                              "the invitation you will be shown."))
        note.setWordWrap(True)
        column = QVBoxLayout(self)
        column.addLayout(top)
        column.addWidget(self.seats_box)
        column.addWidget(self.rules_box, 1)
        column.addWidget(self.problems)
        column.addLayout(reach)
        column.addWidget(note)
        column.addWidget(buttons)

    def _network_changed(self, on: bool) -> None:
        """Only a table friends on other computers can reach is worth showing them."""
        self.announce.setEnabled(on and self._can_announce)
        self.announce.setChecked(on and self._can_announce)

    def spec(self) -> GameSpec:
        return self._spec

    # ------------------------------------------------------------ the game and its rules
    def _show_game(self, spec: GameSpec, variant: str, rules: Any, seats: list[str]) -> None:
        """Show ``spec`` with ``variant``, ``rules`` and the seats after the host's."""
        self._spec = spec
        presentation = presentation_for(spec.id)
        self.game.blockSignals(True)
        self.game.setCurrentIndex(self.game.findData(spec.id))
        self.game.blockSignals(False)
        self.variant.blockSignals(True)
        self.variant.clear()
        for name in spec.presets:
            self.variant.addItem(presentation.preset_name(name), name)
            self.variant.setItemData(self.variant.count() - 1,
                                     presentation.preset_description(name),
                                     Qt.ItemDataRole.ToolTipRole)
        self.variant.setCurrentIndex(max(0, self.variant.findData(variant)))
        self.variant.blockSignals(False)
        self.rules_form = RulesForm(spec)
        self.rules_form.retranslate(self.tr("none"))
        self.rules_form.show_rules(rules)
        self.rules_form.edited.connect(self._check)
        self.rules_scroll.setWidget(self.rules_form)   # the previous game's form is deleted
        self.rules_box.setVisible(bool(spec.options))
        self.players.blockSignals(True)
        self.players.setRange(spec.min_players, spec.max_players)
        self.players.setValue(len(seats) + 1)
        self.players.blockSignals(False)
        levels = [level for level in bot_names(spec.id) if level != "random"]
        self._wanted = list(seats)
        for i, choice in enumerate(self._seat_pool):
            self._offer_seat(choice, levels, seats[i] if i < len(seats) else FRIEND)
        self._players_changed()

    def _game_changed(self) -> None:
        spec = games.get(self.game.currentData())
        self._show_game(spec, spec.default_preset, spec.preset(spec.default_preset),
                        [FRIEND] * (spec.default_players - 1))

    def _variant_changed(self) -> None:
        """A variant is its rules: the form shows them (as Reset to preset does)."""
        if self.rules_form is not None:
            self.rules_form.show_rules(self._spec.preset(self.variant.currentData()))
        self._check()

    def rules(self) -> Any:
        """The rules shown (``TypeError``/``ValueError`` if they cannot be read)."""
        preset = self._spec.preset(self.variant.currentData())
        return self.rules_form.rules(preset) if self.rules_form is not None else preset

    def _check(self) -> None:
        """Mark the changed rules; rules that cannot be played are said, and
        keep Host off (as New game keeps its OK off)."""
        if self.rules_form is None or self.variant.currentData() is None:
            return
        verdict = self.rules_form.check(self._spec.preset(self.variant.currentData()),
                                        self.players.value())
        text = self.tr("This game cannot be played: %1").replace(
            "%1", verdict.reasons) if verdict.reasons else ""
        if verdict.reasons or verdict.playable:
            self.problems.setText(text)
            self.problems.setVisible(bool(text))
        self.host_button.setEnabled(verdict.playable)

        self.variant.setToolTip(presentation_for(self._spec.id).preset_description(
            self.variant.currentData()))

    # ------------------------------------------------------------ seats
    def _players_changed(self, *_args) -> None:
        """Show a row per seat. Rows are made once and hidden, never deleted:
        a seat's choice stays when the count goes down and up again, and no
        layout item goes away under the screen reader's naming of the dialog."""
        count = self.players.value() - 1
        levels = [level for level in bot_names(self._spec.id) if level != "random"]
        if self.seat_rows.rowCount() == 0:
            self.seat_rows.addRow(self.tr("Seat %1").replace("%1", "1"), QLabel(self.tr("you")))
        while len(self._seat_pool) < count:
            choice, i = QComboBox(), len(self._seat_pool)
            self._offer_seat(choice, levels, self._wanted[i] if i < len(self._wanted) else FRIEND)
            self._seat_pool.append(choice)
            self.seat_rows.addRow(self.tr("Seat %1").replace(
                "%1", str(len(self._seat_pool) + 1)), choice)
        for i in range(len(self._seat_pool)):
            self.seat_rows.setRowVisible(i + 1, i < count)
        self.seat_choices = self._seat_pool[:count]
        self._check()   # some rules hold for some numbers of players only
        self.seat_scroll.updateGeometry()
        self._refit_later()

    def _refit_later(self) -> None:
        """Fit the dialog to what it holds once its layouts have caught up (a
        game of two rules after one of thirty-two left a band of empty rules):
        on screen, after the events now due; before it is shown, now."""
        if self.isVisible():
            QTimer.singleShot(0, self, lambda: resize_on_screen(self, self.fitting_size()))
        else:
            self.resize(self.fitting_size())

    def _offer_seat(self, choice: QComboBox, levels: list[str], kind: str) -> None:
        """A friend or an AI of one of ``levels`` in ``choice``, ``kind`` chosen."""
        choice.blockSignals(True)
        choice.clear()
        choice.addItem(self.tr("a friend"), FRIEND)
        for level in levels:
            choice.addItem(self.tr("AI · %1").replace("%1", texts.level_name(level)),
                           f"ai-{level}")
        choice.setCurrentIndex(max(0, choice.findData(kind)))
        choice.blockSignals(False)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt override)
        """Opened: fit what it holds now (a hidden dialog measures stale layouts)."""
        super().showEvent(event)
        self._refit_later()

    def fitting_size(self) -> QSize:
        """What the dialog asks for, within :data:`SCREEN_SHARE` of its screen."""
        # New rows' layout requests travel up one widget per posted event
        # (rows → scroll area → group box → dialog): deliver them, then measure.
        for _ in range(4):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        layout = self.layout()
        if layout is not None:
            layout.invalidate()
            layout.activate()
        return capped_size(self, self.sizeHint().expandedTo(QSize(MIN_WIDTH, 0)), SCREEN_SHARE)

    def setup(self) -> HostSetup:
        seconds = self.takeover.value()
        return HostSetup(
            game=self._spec.id, variant=self.variant.currentData(),
            seats=("person", *(c.currentData() for c in self.seat_choices)),
            name=self.name.text().strip() or self.tr("Host"),
            port=self.port.value(), network=self.network.isChecked(),
            takeover=None if seconds == 0 else float(seconds),
            announce=self.announce.isChecked() and self.announce.isEnabled(),
            rules=self.rules())

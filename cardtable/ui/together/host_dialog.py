"""Game → Play with friends → Host a table: what the table is and who sits where.

The game, its variant and the number of players as in New game; then, for
each seat but the host's own: a friend (an open seat an invitation fills) or
one of our AIs at a level. Where the server listens is said plainly: on
this computer only (for trying it out), or on the network for friends on
the LAN or beyond (port forwarding is the host's business; the dialog says
which address friends will be given). And what happens to a friend's seat
left empty: the game waits, or an AI plays it after some seconds, until
the friend comes back.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable import games, texts
from cardtable.ai import bot_names
from cardtable.table.presentation import presentation_for

#: The port a table listens on unless the host picks another.
DEFAULT_PORT = 8765
FRIEND = "open"


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


class HostDialog(QDialog):
    """Set up a shared table; ``setup()`` once accepted."""

    def __init__(self, parent: QWidget | None, name: str, *, announce_available: bool) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Host a table"))
        self.game = QComboBox()
        for spec in games.all_games():
            self.game.addItem(presentation_for(spec.id).name(), spec.id)
        self.variant = QComboBox()
        self.players = QSpinBox()
        self.name = QLineEdit(name)
        self.name.setMaxLength(24)
        self.seat_rows = QFormLayout()
        seat_box = QWidget()
        seat_box.setLayout(self.seat_rows)
        self.seat_choices: list[QComboBox] = []
        self.network = QCheckBox(self.tr("Friends on other computers can join"))
        self.network.setChecked(True)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        self.takeover = QSpinBox()
        self.takeover.setRange(0, 600)
        self.takeover.setValue(60)
        self.takeover.setSpecialValueText(self.tr("never: the game waits"))
        self.takeover.setSuffix(self.tr(" s"))
        self.announce = QCheckBox(self.tr("Show the table under Tables on your network"))
        self.announce.setToolTip(self.tr(
            "Anyone on your local network can then see the table and join it."))
        self.announce.setChecked(announce_available)
        self.announce.setEnabled(announce_available)
        form = QFormLayout()
        form.addRow(self.tr("Game"), self.game)
        form.addRow(self.tr("Variant"), self.variant)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Your name"), self.name)
        form.addRow(self.tr("Seats"), seat_box)
        form.addRow("", self.network)
        form.addRow(self.tr("Port"), self.port)
        form.addRow(self.tr("An AI plays a seat left empty after"), self.takeover)
        form.addRow("", self.announce)
        note = QLabel(self.tr("Undo and hints are off at a shared table. The game is "
                              "dealt when you press Host; friends take their seats with "
                              "the invitation you will be shown."))
        note.setWordWrap(True)
        # Our own button, not Ok renamed: a language change resets a standard one to "OK".
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.host_button = buttons.addButton(self.tr("Host"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(note)
        column.addWidget(buttons)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.players.valueChanged.connect(self._players_changed)
        self._can_announce = announce_available
        self.network.toggled.connect(self._network_changed)
        self._game_changed()

    def _network_changed(self, on: bool) -> None:
        """Only a table friends on other computers can reach is worth showing them."""
        self.announce.setEnabled(on and self._can_announce)
        self.announce.setChecked(on and self._can_announce)

    def spec(self):
        return games.get(self.game.currentData())

    def _game_changed(self) -> None:
        spec = self.spec()
        presentation = presentation_for(spec.id)
        self.variant.clear()
        for variant in spec.presets:
            self.variant.addItem(presentation.preset_name(variant), variant)
        self.variant.setCurrentIndex(max(0, self.variant.findData(spec.default_preset)))
        self.players.blockSignals(True)
        self.players.setRange(spec.min_players, spec.max_players)
        self.players.setValue(spec.default_players)
        self.players.blockSignals(False)
        self._players_changed()

    def _players_changed(self) -> None:
        kept = [c.currentData() for c in self.seat_choices]
        while self.seat_rows.rowCount():
            self.seat_rows.removeRow(0)
        self.seat_choices = []
        levels = bot_names(self.spec().id)
        for seat in range(1, self.players.value()):
            choice = QComboBox()
            choice.addItem(self.tr("a friend"), FRIEND)
            for level in levels:
                if level != "random":
                    choice.addItem(self.tr("AI · %1").replace("%1", texts.level_name(level)),
                                   f"ai-{level}")
            previous = kept[seat - 1] if seat - 1 < len(kept) else None
            choice.setCurrentIndex(max(0, choice.findData(previous)) if previous else 0)
            self.seat_choices.append(choice)
            self.seat_rows.addRow(self.tr("Seat %1").replace("%1", str(seat + 1)), choice)
        you = QLabel(self.tr("you"))
        self.seat_rows.insertRow(0, self.tr("Seat %1").replace("%1", "1"), you)
        self.adjustSize()   # fewer seats: no empty band above the buttons

    def setup(self) -> HostSetup:
        seconds = self.takeover.value()
        return HostSetup(
            game=self.spec().id, variant=self.variant.currentData(),
            seats=("person", *(c.currentData() for c in self.seat_choices)),
            name=self.name.text().strip() or self.tr("Host"),
            port=self.port.value(), network=self.network.isChecked(),
            takeover=None if seconds == 0 else float(seconds),
            announce=self.announce.isChecked() and self.announce.isEnabled())

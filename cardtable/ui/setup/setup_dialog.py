"""Game → New…: choose the game, then its preset, every option, the players, a seed.

Built from the chosen game's spec (``cardtable.games``): its presets, its
option schema and its player range; labels, tooltips and problem texts come
from the game's presentation. Each option has a label, a one-sentence
tooltip and a "changed from preset" marker (●). The rules validate
themselves: their problems are shown under the options and OK stays
disabled, so the dialog never accepts a game the engine would refuse.
``setup()`` returns what was chosen; the main window remembers it, per
game, and ``remembered.check_setup`` reads it back with the same checks.

The dialog must fit a small screen at every player count (up to 16 seats):
the seats and the rules each scroll in a :class:`RowsArea` — the seats
showing up to :data:`SEAT_ROWS` rows, the rules never fewer than
:data:`LEAST_RULE_ROWS` — and the dialog opens at most :data:`SCREEN_SHARE`
of its screen's available height. Switching the game inside the open
dialog refits it and moves it up as far as its new size needs, so OK and
Cancel never leave the screen (``screen_fit.resize_on_screen``). Each variant
says in one line what sets it apart: under the list, and as each entry's
tooltip ("Gurka (Norway)" and "Norwegian" read alike without it).
"""

from __future__ import annotations

import contextlib
import dataclasses
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
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
from cardtable.games.errors import RulesError
from cardtable.games.spec import GameSpec
from cardtable.session.seats import SeatSpec
from cardtable.table.presentation import presentation_for
from cardtable.ui.kit.rows_area import RowsArea
from cardtable.ui.kit.screen_fit import capped_size, resize_on_screen
from cardtable.ui.rules.rules_form import RulesForm
from cardtable.ui.setup.remembered import AI_NAMES, MAX_NAME, ai_levels, check_setup, clean_name

#: The dialog opens at most this share of its screen's available height and width.
SCREEN_SHARE = 0.9
#: Seats shown at once (more scroll), and at least, when the screen is short.
SEAT_ROWS, LEAST_SEAT_ROWS = 8, 3
#: Rule rows shown at once when there is room (more scroll), and at least.
RULE_ROWS, LEAST_RULE_ROWS = 10, 5


class SetupDialog(QDialog):
    """The game setup dialog."""

    def __init__(self, parent: QWidget | None = None, last: dict | None = None,
                 per_game: dict[str, dict] | None = None) -> None:
        super().__init__(parent)
        self.per_game = dict(per_game or {})
        self.game = QComboBox()
        for spec in games.all_games():
            self.game.addItem("", spec.id)
        self.preset = QComboBox()
        self.players = QSpinBox()
        self.seed = QLineEdit()
        self.seed.setMaxLength(18)
        self.reset_button = QPushButton()
        self.preset_note = QLabel()      # what sets the chosen variant apart
        self.preset_note.setWordWrap(True)
        self.preset_note.setStyleSheet("color: #555;")
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b03020;")
        self.rules_form: RulesForm | None = None   # the chosen game's, made with it
        self.seat_names: list[QLineEdit] = []
        self.seat_levels: list[QComboBox] = []
        self.seat_list = QWidget()
        self.seat_rows = QGridLayout(self.seat_list)
        self.seat_rows.setContentsMargins(0, 0, 0, 0)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._loading = False
        self._spec: GameSpec = games.all_games()[0]
        self._build()
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.reset_button.clicked.connect(self._preset_changed)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.load(last)
        self.resize(self.fitting_size())

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        top = QFormLayout()
        self.game_label, self.preset_label = QLabel(), QLabel()
        self.players_label, self.seed_label = QLabel(), QLabel()
        top.addRow(self.game_label, self.game)
        preset_row = QHBoxLayout()
        preset_row.addWidget(self.preset, 1)
        preset_row.addWidget(self.reset_button)
        top.addRow(self.preset_label, preset_row)
        top.addRow("", self.preset_note)
        top.addRow(self.players_label, self.players)
        top.addRow(self.seed_label, self.seed)
        row_height = max(self.game.sizeHint().height(), self.players.sizeHint().height(),
                         self.seed.sizeHint().height()) + max(0, self.seat_rows.verticalSpacing())
        self.seats_box = QGroupBox()
        self.seat_scroll = RowsArea(SEAT_ROWS, LEAST_SEAT_ROWS)
        self.seat_scroll.row_height = row_height
        self.seat_scroll.setWidget(self.seat_list)
        QVBoxLayout(self.seats_box).addWidget(self.seat_scroll)
        # No taller than its rows: a few seats leave the room to the rules.
        self.seats_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.options_box = QGroupBox()
        self.scroll = RowsArea(RULE_ROWS, LEAST_RULE_ROWS)
        self.scroll.row_height = row_height
        QVBoxLayout(self.options_box).addWidget(self.scroll)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        # The seats take what their rows ask for (no stretch: an equal share
        # left four seats a few pixels short, behind a scroll bar); the rules
        # take the rest.
        layout.addWidget(self.seats_box)
        layout.addWidget(self.options_box, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)

    def _build_game(self, spec: GameSpec) -> None:
        """Presets, options and player range of ``spec``."""
        self._spec = spec
        self._loading = True
        self.preset.clear()
        for name in spec.presets:
            self.preset.addItem("", name)
        self.players.setRange(spec.min_players, spec.max_players)
        self._loading = False
        self.rules_form = RulesForm(spec)
        self.rules_form.edited.connect(self._changed)
        self.scroll.setWidget(self.rules_form)  # the previous game's form is deleted
        self._drop_seats(0)

    def retranslate(self) -> None:
        presentation = presentation_for(self._spec.id)
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game"))
        self.preset_label.setText(self.tr("Variant"))
        self.players_label.setText(self.tr("Players"))
        self.seed_label.setText(self.tr("Seed"))
        self.seed.setPlaceholderText(self.tr("random (type a number to replay a deal)"))
        self.reset_button.setText(self.tr("Reset to preset"))
        self.seats_box.setTitle(self.tr("Seats"))
        self.options_box.setTitle(self.tr("Rules (● changed from the preset)"))
        for i in range(self.game.count()):
            self.game.setItemText(i, presentation_for(self.game.itemData(i)).name())
        for i in range(self.preset.count()):
            variant = self.preset.itemData(i)
            self.preset.setItemText(i, presentation.preset_name(variant))
            self.preset.setItemData(i, presentation.preset_description(variant),
                                    Qt.ItemDataRole.ToolTipRole)
        self._describe_preset()
        if self.rules_form is not None:
            self.rules_form.retranslate(self.tr("none"))
        for i, levels in enumerate(self.seat_levels):
            for j in range(levels.count()):
                levels.setItemText(j, texts.level_name(levels.itemData(j)) if i else self.tr(
                    "You"))
        if self.seat_names and self.seat_names[0].text() in texts.DEFAULT_HUMAN_NAMES:
            self.seat_names[0].setText(self.tr("You"))   # the default name, not a chosen one
        self._changed()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def fitting_size(self) -> QSize:
        """The size the dialog asks for, within :data:`SCREEN_SHARE` of the
        available area of the screen it opens on (its parent's)."""
        return capped_size(self, self.sizeHint().expandedTo(QSize(640, 0)), SCREEN_SHARE)

    # ------------------------------------------------------------ values
    def spec(self) -> GameSpec:
        """The game chosen."""
        return self._spec

    def variant(self) -> str:
        return self.preset.currentData()

    @property
    def editors(self) -> dict[str, QWidget]:
        """Each rule option's editor, by option name."""
        return self.rules_form.editors if self.rules_form is not None else {}

    @property
    def option_labels(self) -> dict[str, QLabel]:
        return self.rules_form.labels if self.rules_form is not None else {}

    def rules(self) -> Any:
        """The rules the options describe (the preset's hidden fields kept)."""
        assert self.rules_form is not None
        return self.rules_form.rules(self._spec.preset(self.variant()))

    def _show_rules(self, rules: Any) -> None:
        assert self.rules_form is not None
        self.rules_form.show_rules(rules)
        self._changed()

    def seats(self) -> list[SeatSpec]:
        you = clean_name(self.seat_names[0].text())[:MAX_NAME] or self.tr("You")
        out = [SeatSpec(you, "human", None)]
        for name, level in zip(self.seat_names[1:], self.seat_levels[1:], strict=True):
            out.append(SeatSpec(clean_name(name.text())[:MAX_NAME] or "AI", "ai",
                                level.currentData()))
        return out

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text.isdigit() else None

    def setup(self) -> dict:
        """Everything chosen, JSON-ready (rules as a dict of every option)."""
        return {"game": self._spec.id, "variant": self.variant(),
                "rules": self._spec.rules_to_dict(self.rules()),
                "seats": [dataclasses.asdict(s) for s in self.seats()],
                "seed": self.seed_value()}

    def load(self, last: dict | None) -> None:
        """Show a remembered setup (each bad field reset to its default), or the
        first game's default preset."""
        checked = check_setup(last)
        spec, variant, rules, seed = checked.spec, checked.variant, checked.rules, checked.seed
        seats = checked.seats if isinstance(last, dict) and last.get("seats") else []
        self._loading = True
        self.game.setCurrentIndex(self.game.findData(spec.id))
        self._loading = False
        self._build_game(spec)
        self._loading = True
        self.preset.setCurrentIndex(self.preset.findData(variant))
        self.players.setValue(len(seats) if seats else spec.default_players)
        self._loading = False
        self._players_changed()
        self._show_rules(rules)
        levels = ai_levels(spec.id)
        for i, seat in enumerate(seats[:len(self.seat_names)]):
            self.seat_names[i].setText(texts.seat_name(seat.name, seat.player))
            if i and seat.level in levels:
                self.seat_levels[i].setCurrentIndex(self.seat_levels[i].findData(seat.level))
        self.seed.setText(str(seed) if seed is not None else "")
        self.retranslate()

    # ------------------------------------------------------------ reactions
    def _game_changed(self, *_args) -> None:
        if self._loading:
            return
        game = self.game.currentData()
        self.load(self.per_game.get(game) or {"game": game})
        self._refit_later(shrink=True)

    def _refit_later(self, shrink: bool = False) -> None:
        """Fit the dialog to what it now holds, once the layouts have caught up:
        switching from 22 to Supertrump left a screenful of empty rules box,
        and from Supertrump to four-seat Sneak a seat list that scrolled. More
        seats only ever grow it (within the screen): fewer leave it as it is."""
        if self.isVisible():
            QTimer.singleShot(0, self, lambda: self._refit(shrink))

    def _refit(self, shrink: bool) -> None:
        # The new rows' layout requests travel up one widget per posted event
        # (rows → scroll area → group box → dialog): deliver them all, then
        # measure, or the dialog fits the game before last.
        for _ in range(4):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.layout().invalidate()
        self.layout().activate()
        size = self.fitting_size()
        height = size.height() if shrink else max(self.height(), size.height())
        resize_on_screen(self, QSize(max(self.width(), size.width()), height))

    def _preset_changed(self, *_args) -> None:
        self._describe_preset()
        if not self._loading:
            self._show_rules(self._spec.preset(self.variant()))

    def _describe_preset(self) -> None:
        """The chosen variant's one line under the list (and as the list's tooltip)."""
        variant = self.preset.currentData()
        note = presentation_for(self._spec.id).preset_description(variant) if variant else ""
        self.preset_note.setText(note)
        self.preset_note.setVisible(bool(note))
        self.preset.setToolTip(note)

    def _players_changed(self, *_args) -> None:
        if self._loading:
            return
        count = self.players.value()
        levels_known = ai_levels(self._spec.id)
        self._drop_seats(count)
        while len(self.seat_names) < count:
            i = len(self.seat_names)
            name = QLineEdit(self.tr("You") if i == 0 else AI_NAMES[(i - 1) % len(AI_NAMES)])
            name.setMaxLength(MAX_NAME)
            levels = QComboBox()
            for level in (["human"] if i == 0 else levels_known):
                levels.addItem("", level)
            levels.setEnabled(i > 0)
            if i and "normal" in levels_known:
                levels.setCurrentIndex(levels.findData("normal"))
            self.seat_rows.addWidget(name, i, 0)
            self.seat_rows.addWidget(levels, i, 1)
            self.seat_names.append(name)
            self.seat_levels.append(levels)
        self.retranslate()
        self._refit_later()

    def _drop_seats(self, keep: int) -> None:
        """Delete the seat rows from ``keep`` on (hidden rows would pile up)."""
        for name, levels in zip(self.seat_names[keep:], self.seat_levels[keep:], strict=True):
            for widget in (name, levels):
                self.seat_rows.removeWidget(widget)
                widget.deleteLater()
        del self.seat_names[keep:], self.seat_levels[keep:]

    def _changed(self, *_args) -> None:
        """Mark the changed rules and say whether they can be played (OK follows)."""
        if (self._loading or self.rules_form is None or not self.editors
                or self.preset.currentData() is None):
            return
        self._limit_players()
        verdict = self.rules_form.check(self._spec.preset(self.variant()),
                                        self.players.value())
        if verdict.reasons:
            self._say_problems(self.tr("This game cannot be played: %1").replace(
                "%1", verdict.reasons))
        elif verdict.playable:
            self._say_problems("")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(verdict.playable)

    def _limit_players(self) -> None:
        """The Players box offers the counts the variant, or the rules as edited,
        can be played by (it took 10 for a 3–7 variant, then refused the game).
        A count an edited option rules out stays, with the engine's reason: the
        box never changes the person's count behind their back."""
        spec = self._spec
        ruleset = [spec.preset(self.variant())]
        with contextlib.suppress(TypeError, ValueError):
            ruleset.append(self.rules())
        counts = []
        for count in range(spec.min_players, spec.max_players + 1):
            for rules in ruleset:
                try:
                    spec.check_playable(rules, count)
                except (RulesError, TypeError, ValueError, KeyError):
                    continue
                counts.append(count)
                break
        if counts:
            self.players.setRange(counts[0], counts[-1])

    def _say_problems(self, text: str) -> None:
        """Show the problems; a new line of them refits the dialog, on the screen."""
        grows = bool(text) and not self.problems.text()
        self.problems.setText(text)
        if grows:
            self._refit_later()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.buttons.button(
                QDialogButtonBox.StandardButton.Ok).isEnabled():
            return
        super().keyPressEvent(event)

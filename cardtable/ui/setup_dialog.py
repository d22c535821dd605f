"""Game → New…: choose the game, the preset, every option, the players, a seed.

Each option has a label, a one-sentence tooltip and a "changed from preset"
marker (●). The ruleset validates itself: its problems are shown under the
options and OK stays disabled, so the dialog never accepts a game the engine
would refuse. ``setup()`` returns what was chosen; ``to_json``/``from_json``
let the main window remember the last choice.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QCheckBox,
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
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from cardtable.ai import bot_names
from cardtable.games.cucumber import PRESETS, Ruleset, check_playable
from cardtable.games.cucumber.rules import CHOICES as RULE_CHOICES
from cardtable.games.cucumber.rules import OPTIONAL_INTS
from cardtable.games.errors import RulesError
from cardtable.session import SeatSpec
from cardtable.ui import option_texts, texts

HIDDEN = ("min_players", "max_players")
TOP_CARD_SETS = [(), ("6C",), ("7S", "7C")]
AI_NAMES = ("Aiko", "Ben", "Chloe", "Daichi", "Emma", "Finn", "Guri", "Hana", "Ivo", "Jun",
            "Kai", "Lena", "Mio", "Nils", "Olga")


def ai_levels() -> list[str]:
    """The AI levels a person may pick (``random`` is for tests only)."""
    return [name for name in bot_names() if name != "random"]


class SetupDialog(QDialog):
    """The variant setup dialog."""

    def __init__(self, parent: QWidget | None = None, last: dict | None = None) -> None:
        super().__init__(parent)
        self.game = QComboBox()
        self.preset = QComboBox()
        for name in PRESETS:
            self.preset.addItem("", name)
        self.players = QSpinBox()
        self.players.setRange(2, 16)
        self.seed = QLineEdit()
        self.seed.setMaxLength(18)
        self.reset_button = QPushButton()
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b03020;")
        self.editors: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.seat_names: list[QLineEdit] = []
        self.seat_levels: list[QComboBox] = []
        self.seat_rows = QGridLayout()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self._loading = False
        self._build()
        self.retranslate()
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.reset_button.clicked.connect(self._preset_changed)
        self.load(last)

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
        top.addRow(self.players_label, self.players)
        top.addRow(self.seed_label, self.seed)
        self.seats_box = QGroupBox()
        self.seats_box.setLayout(self.seat_rows)
        self.options_box = QGroupBox()
        form = QFormLayout(self.options_box)
        for f in dataclasses.fields(Ruleset):
            if f.name in HIDDEN:
                continue
            editor = self._editor(f.name, f.default)
            label = QLabel()
            label.setBuddy(editor)
            self.editors[f.name] = editor
            self.option_labels[f.name] = label
            form.addRow(label, editor)
        scroll = QScrollArea()
        scroll.setWidget(self.options_box)
        scroll.setWidgetResizable(True)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.seats_box)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.resize(640, 760)

    def _editor(self, name: str, default) -> QWidget:
        if name in RULE_CHOICES or name == "top_cards":
            box = QComboBox()
            # Top-card sets are stored as "6C" / "7S|7C": Qt turns tuples into lists.
            values = ["|".join(t) for t in TOP_CARD_SETS] if name == "top_cards" \
                else RULE_CHOICES[name]
            for value in values:
                box.addItem("", value)
            box.currentIndexChanged.connect(self._changed)
            return box
        if isinstance(default, bool):
            check = QCheckBox()
            check.toggled.connect(self._changed)
            return check
        spin = QSpinBox()
        spin.setRange(-1 if name in OPTIONAL_INTS else 0, 200)
        if name in OPTIONAL_INTS:
            spin.setMinimum(0)
        spin.valueChanged.connect(self._changed)
        return spin

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New game"))
        self.game_label.setText(self.tr("Game"))
        self.preset_label.setText(self.tr("Variant"))
        self.players_label.setText(self.tr("Players"))
        self.seed_label.setText(self.tr("Seed"))
        self.seed.setPlaceholderText(self.tr("random (type a number to replay a deal)"))
        self.reset_button.setText(self.tr("Reset to preset"))
        self.seats_box.setTitle(self.tr("Seats"))
        self.options_box.setTitle(self.tr("Rules (● changed from the preset)"))
        self.game.clear()
        self.game.addItem(self.tr("22 and the Cucumber family"))
        for i in range(self.preset.count()):
            self.preset.setItemText(i, option_texts.preset_name(self.preset.itemData(i)))
        for name, editor in self.editors.items():
            editor.setToolTip(option_texts.tooltip(name))
            self.option_labels[name].setToolTip(option_texts.tooltip(name))
            if isinstance(editor, QComboBox):
                for i in range(editor.count()):
                    value = editor.itemData(i)
                    if name == "top_cards":
                        value = tuple(value.split("|")) if value else ()
                    editor.setItemText(i, option_texts.choice(name, value))
            if isinstance(editor, QSpinBox) and name in OPTIONAL_INTS:
                editor.setSpecialValueText(self.tr("none"))
        for i, levels in enumerate(self.seat_levels):
            for j in range(levels.count()):
                levels.setItemText(j, texts.level_name(levels.itemData(j)) if i else self.tr(
                    "You"))
        self._validate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ------------------------------------------------------------ values
    def variant(self) -> str:
        return self.preset.currentData()

    def rules(self) -> Ruleset:
        """The ruleset the options describe (the preset's player range kept)."""
        base = PRESETS[self.variant()]
        values = {}
        for name, editor in self.editors.items():
            if isinstance(editor, QComboBox):
                values[name] = editor.currentData()
            elif isinstance(editor, QCheckBox):
                values[name] = editor.isChecked()
            else:
                v = editor.value()
                values[name] = None if name in OPTIONAL_INTS and v == 0 else v
        values["top_cards"] = tuple(values["top_cards"].split("|")) if values["top_cards"] \
            else ()
        return dataclasses.replace(base, **values)

    def _show_rules(self, rules: Ruleset) -> None:
        self._loading = True
        for name, editor in self.editors.items():
            value = getattr(rules, name)
            if name == "top_cards":
                value = "|".join(value)
            if isinstance(editor, QComboBox):
                editor.setCurrentIndex(max(0, editor.findData(value)))
            elif isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            else:
                editor.setValue(0 if value is None else int(value))
        self._loading = False
        self._changed()

    def seats(self) -> list[SeatSpec]:
        out = [SeatSpec(self.seat_names[0].text().strip() or self.tr("You"), "human", None)]
        for name, level in zip(self.seat_names[1:], self.seat_levels[1:], strict=True):
            out.append(SeatSpec(name.text().strip() or "AI", "ai", level.currentData()))
        return out

    def seed_value(self) -> int | None:
        text = self.seed.text().strip()
        return int(text) if text.isdigit() else None

    def setup(self) -> dict:
        """Everything chosen, JSON-ready (rules as a dict of every option)."""
        return {"variant": self.variant(), "rules": self.rules().to_dict(),
                "seats": [dataclasses.asdict(s) for s in self.seats()], "seed": self.seed_value()}

    def load(self, last: dict | None) -> None:
        """Show a remembered setup, or 22 for four with the preset's rules."""
        try:
            variant = last["variant"] if last and last.get("variant") in PRESETS else "twenty-two"
            rules = Ruleset.from_dict(last["rules"]) if last else PRESETS[variant]
            seats = [SeatSpec(**s) for s in last["seats"]] if last else []
        except (KeyError, TypeError, ValueError, RulesError):
            variant, rules, seats = "twenty-two", PRESETS["twenty-two"], []
        self._loading = True
        self.preset.setCurrentIndex(self.preset.findData(variant))
        self._loading = False
        self._show_rules(rules)
        self.players.setValue(len(seats) if seats else 4)
        self._players_changed()
        for i, spec in enumerate(seats[:len(self.seat_names)]):
            self.seat_names[i].setText(spec.name)
            if i and spec.level in ai_levels():
                self.seat_levels[i].setCurrentIndex(self.seat_levels[i].findData(spec.level))
        if last and isinstance(last.get("seed"), int):
            self.seed.setText(str(last["seed"]))

    # ------------------------------------------------------------ reactions
    def _preset_changed(self, *_args) -> None:
        if not self._loading:
            self._show_rules(PRESETS[self.variant()])

    def _players_changed(self, *_args) -> None:
        count = self.players.value()
        while len(self.seat_names) < count:
            i = len(self.seat_names)
            name = QLineEdit(self.tr("You") if i == 0 else AI_NAMES[(i - 1) % len(AI_NAMES)])
            levels = QComboBox()
            for level in (["human"] if i == 0 else ai_levels()):
                levels.addItem("", level)
            levels.setEnabled(i > 0)
            if i and "normal" in ai_levels():
                levels.setCurrentIndex(levels.findData("normal"))
            self.seat_rows.addWidget(name, i, 0)
            self.seat_rows.addWidget(levels, i, 1)
            self.seat_names.append(name)
            self.seat_levels.append(levels)
        for i, (name, levels) in enumerate(zip(self.seat_names, self.seat_levels, strict=True)):
            name.setVisible(i < count)
            levels.setVisible(i < count)
        del self.seat_names[count:], self.seat_levels[count:]
        self.retranslate()

    def _changed(self, *_args) -> None:
        if self._loading:
            return
        preset = PRESETS[self.variant()]
        try:
            rules = self.rules()
        except (TypeError, ValueError):
            return
        for name, label in self.option_labels.items():
            mark = " ●" if getattr(rules, name) != getattr(preset, name) else ""
            label.setText(option_texts.label(name) + mark)
        self._validate()

    def _validate(self) -> None:
        ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            check_playable(self.rules(), self.players.value())
        except RulesError as exc:
            reasons = " ".join(option_texts.problem_text(p) for p in exc.problems)
            self.problems.setText(self.tr("This game cannot be played: %1").replace(
                "%1", reasons))
            ok_button.setEnabled(False)
            return
        except (TypeError, ValueError, KeyError):
            ok_button.setEnabled(False)
            return
        self.problems.setText("")
        ok_button.setEnabled(True)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not self.buttons.button(
                QDialogButtonBox.StandardButton.Ok).isEnabled():
            return
        super().keyPressEvent(event)

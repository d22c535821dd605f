"""Every rule option of one game in a form: New game's and Host a table's rules.

Why one widget for both dialogs: the rules a host plays at a shared table
must be chosen, marked and checked exactly as New game does it, and two
copies would drift apart. The form is built from the game's spec (an editor
per ``Option``, :mod:`cardtable.ui.rules.option_editors`); its labels,
tooltips and problem texts come from the game's presentation. Each label
is marked ● where the value differs from the variant's preset, and an
option that does not apply to the rules shown is greyed. :meth:`RulesForm.check`
says why the rules cannot be played at a number of seats, in the game's own
words; the dialog wraps them in its own sentence and keeps its button off.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from cardtable.games.errors import RulesError
from cardtable.games.spec import GameSpec
from cardtable.table.presentation import presentation_for
from cardtable.ui.rules.option_editors import (
    editor_value,
    make_editor,
    retranslate_editor,
    show_value,
)

#: The mark after a label whose value is not the preset's.
CHANGED_MARK = " ●"


@dataclasses.dataclass(frozen=True)
class Verdict:
    """Whether the rules shown can be played, and if not, why (the game's words;
    empty when an editor holds no readable value at all)."""

    playable: bool
    reasons: str = ""


class RulesForm(QWidget):
    """One game's rule editors; ``edited`` when the person changes one."""

    edited = Signal()

    def __init__(self, spec: GameSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.editors: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self._loading = False
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        for option in spec.options:
            editor = make_editor(option, self._edited)
            label = QLabel()
            label.setBuddy(editor)
            self.editors[option.name] = editor
            self.labels[option.name] = label
            form.addRow(label, editor)

    def _edited(self, *_args) -> None:
        if not self._loading:
            self.edited.emit()

    def rules(self, preset: Any) -> Any:
        """The rules the editors describe, on ``preset`` (its hidden fields kept).
        ``TypeError``/``ValueError`` if an editor's value does not fit."""
        values = {option.name: editor_value(option, self.editors[option.name])
                  for option in self.spec.options}
        return dataclasses.replace(preset, **values)

    def show_rules(self, rules: Any) -> None:
        """Set every editor to ``rules`` (without an ``edited`` for each)."""
        self._loading = True
        try:
            for option in self.spec.options:
                show_value(self.editors[option.name], getattr(rules, option.name))
        finally:
            self._loading = False

    def retranslate(self, none_word: str) -> None:
        """Tooltips and choice names in the current language; ``none_word`` is
        the dialog's "none", for an optional number whose game has no word."""
        presentation = presentation_for(self.spec.id)
        for option in self.spec.options:
            retranslate_editor(option, self.editors[option.name], self.labels[option.name],
                               presentation, none_word)

    def check(self, preset: Any, players: int) -> Verdict:
        """Mark the labels (● changed from ``preset``, grey where an option does
        not apply) and say whether the rules can be played by ``players``."""
        presentation = presentation_for(self.spec.id)
        try:
            rules = self.rules(preset)
        except (TypeError, ValueError):
            return Verdict(False)
        for name, label in self.labels.items():
            changed = getattr(rules, name) != getattr(preset, name)
            label.setText(presentation.option_label(name) + (CHANGED_MARK if changed else ""))
            # A screen reader reads the mark "black circle": the label is named
            # without it and its field says the words (its tooltip kept after).
            label.setAccessibleName(presentation.option_label(name))
            editor = self.editors[name]
            said = (" ".join((self.tr("Changed from the usual rules."), editor.toolTip()))
                    if changed else "")
            if editor.accessibleDescription() != said.strip():
                editor.setAccessibleDescription(said.strip())
            applies = presentation.option_applies(name, rules)
            label.setEnabled(applies)
            self.editors[name].setEnabled(applies)
        try:
            self.spec.check_playable(rules, players)
        except RulesError as exc:
            return Verdict(False, " ".join(presentation.problem_text(p) for p in exc.problems))
        except (TypeError, ValueError, KeyError):
            return Verdict(False)
        return Verdict(True)

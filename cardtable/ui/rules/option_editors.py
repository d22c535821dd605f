"""The editor for one rule option (New game, Host a table): made, read, set, worded.

A game's options come from its spec (``cardtable.games.spec.Option``): a
choice is a combo box (its items keyed by ``choice_text``, so a list value
such as Iceland's top cards survives the round trip), a flag a check box,
a number a spin box. An *optional* number (a cap, a limit, an exact reset)
has no "off" switch of its own: 0 on its spin box means "none", shown by
the game's own word for it ("no cap", "never") instead of a bare 0. The
form of every option (:mod:`cardtable.ui.rules.rules_form`) is built of these.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QSpinBox, QWidget

from cardtable.games.spec import Option, choice_text

#: The largest number a spin box offers when the option names no upper bound.
DEFAULT_HIGH = 200


def make_editor(option: Option, changed: Callable[..., None]) -> QWidget:
    """The editor for ``option``, calling ``changed`` whenever its value changes.
    Its texts are set by :func:`retranslate_editor` (they follow the language)."""
    if option.kind == "choice":
        box = QComboBox()
        for value in option.choices:
            box.addItem("", choice_text(value))
        box.currentIndexChanged.connect(changed)
        return box
    if option.kind == "bool":
        check = QCheckBox()
        check.toggled.connect(changed)
        return check
    spin = QSpinBox()
    low = 0 if option.optional else (option.low if option.low is not None else 0)
    spin.setRange(low, option.high if option.high is not None else DEFAULT_HIGH)
    spin.valueChanged.connect(changed)
    return spin


def editor_value(option: Option, editor: QWidget) -> Any:
    """The value ``editor`` shows for ``option`` (``None``: an optional number at 0)."""
    if isinstance(editor, QComboBox):
        return option.parse(editor.currentData())
    if isinstance(editor, QCheckBox):
        return editor.isChecked()
    value = editor.value()
    return None if option.optional and value == 0 else value


def show_value(editor: QWidget, value: Any) -> None:
    """Set ``editor`` to ``value`` (a choice it does not offer shows its first)."""
    if isinstance(editor, QComboBox):
        editor.setCurrentIndex(max(0, editor.findData(choice_text(value))))
    elif isinstance(editor, QCheckBox):
        editor.setChecked(bool(value))
    else:
        editor.setValue(0 if value is None else int(value))


def retranslate_editor(option: Option, editor: QWidget, label: QLabel, presentation: Any,
                       none_word: str) -> None:
    """The tooltips, choice names and "none" word of ``editor`` in the current
    language; ``none_word`` is the dialog's own "none", for a game that has none."""
    tip = presentation.option_tooltip(option.name)
    editor.setToolTip(tip)
    label.setToolTip(tip)
    if isinstance(editor, QComboBox):
        for i, value in enumerate(option.choices):
            editor.setItemText(i, presentation.choice_text(option.name, value))
    if isinstance(editor, QSpinBox) and option.optional:
        editor.setSpecialValueText(presentation.none_text(option.name) or none_word)

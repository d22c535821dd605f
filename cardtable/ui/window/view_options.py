"""View menu entries for the table: card size, full screen, the pause between deals.

The card size (small, normal, large) scales the person's hand and the cards
in the middle (``layout.CARD_SIZES``) and is remembered; full screen (F11)
gives the table the whole display; "Pause after each deal" (remembered, on
by default) shows each deal's summary until the player goes on
(``cardtable.ui.play.deal_summary``). Kept out of the main window so that it
stays about game flow.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from cardtable.table.layout import CARD_SIZES


class ViewOptions(QObject):
    """Card size and full screen for one main window."""

    def __init__(self, window: Any, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        self.size_menu = menu.addMenu("")
        self.size_group = QActionGroup(self)
        self.size_actions: dict[str, QAction] = {}
        for size in CARD_SIZES:
            action = QAction(self, checkable=True)
            action.triggered.connect(lambda _=False, s=size: self.set_card_size(s))
            self.size_group.addAction(action)
            self.size_menu.addAction(action)
            self.size_actions[size] = action
        self.full_screen_action = QAction(self, checkable=True)
        # F11 first (the menu shows it); the platform's own key too, where it differs.
        keys = [QKeySequence("F11")] + [
            k for k in QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
            if k != QKeySequence("F11")]
        self.full_screen_action.setShortcuts(keys)
        self.full_screen_action.toggled.connect(self.set_full_screen)
        menu.addAction(self.full_screen_action)
        self.pause_action = QAction(self, checkable=True)
        self.pause_action.setChecked(window.settings.pause_after_deal)
        self.pause_action.toggled.connect(self.set_pause_after_deal)
        menu.addAction(self.pause_action)
        self.set_card_size(window.settings.card_size)
        self.set_pause_after_deal(self.pause_action.isChecked())

    def retranslate(self) -> None:
        self.size_menu.setTitle(self.tr("Card si&ze"))
        names = {"small": self.tr("Small"), "normal": self.tr("Normal"),
                 "large": self.tr("Large")}
        for size, action in self.size_actions.items():
            action.setText(names[size])
        self.full_screen_action.setText(self.tr("&Full screen"))
        self.pause_action.setText(self.tr("Pause after each &deal"))

    def set_card_size(self, size: str) -> None:
        """Lay the table out again with this card size, and remember it."""
        size = size if size in CARD_SIZES else "normal"
        self.size_actions[size].setChecked(True)
        self.window.settings.card_size = size
        self.window.scene.set_card_scale(CARD_SIZES[size])
        self.window.view.fit()

    def set_pause_after_deal(self, on: bool) -> None:
        """Show (or skip) the summary after each deal, and remember it; turned
        off while a summary is on show, the game goes on at once."""
        if self.window.settings.pause_after_deal != on:
            self.window.settings.pause_after_deal = on
        pause = self.window.controller.deal_pause
        if pause is not None:
            pause.set_enabled(on)

    def set_full_screen(self, on: bool) -> None:
        if on:
            self.window.showFullScreen()
        else:
            self.window.showNormal()

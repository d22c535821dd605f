"""Start the GUI: the QApplication and the main window, or demo games.

``run_app`` opens the table (offering an unfinished autosave for resume);
``run_demo`` plays N all-AI games in the window, prints each game's winners
and exits 0 — a visible demo and a soak test in one.
"""

from __future__ import annotations

import sys


def _application(argv: list[str]):
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.window import startup

    startup.quicken_pyside_imports()  # before the rest of the window is imported
    from cardtable.ui.kit import qt_messages
    from cardtable.ui.window.appicon import APP_ID, app_icon

    qt_messages.install()  # before the QApplication: its start may warn too
    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    app.setApplicationDisplayName("cardtable")
    app.setDesktopFileName(APP_ID)  # docks match the window to its launcher
    app.setWindowIcon(app_icon())
    return app


def _language(app):
    """Install the remembered language (first launch: the system locale's)."""
    from cardtable.ui.window.i18n import Translations, system_language
    from cardtable.ui.window.settings import Settings

    settings = Settings()
    translations = Translations()
    translations.set_language(settings.language or system_language())
    return settings, translations


def _after_first_frame() -> None:
    """Work the first frame does not need, once the event loop runs (or a
    resume question's loop does): the start-up objects set aside for the
    garbage collector (``cardtable.ui.window.startup``)."""
    from PySide6.QtCore import QTimer

    from cardtable.ui.window import startup

    QTimer.singleShot(0, startup.settle)


def run_app(argv: list[str]) -> int:
    """Open the card table and run until the window closes."""
    app = _application(argv)
    from cardtable.ui.window.main_window import MainWindow, default_autosave

    settings, translations = _language(app)
    window = MainWindow(autosave_path=default_autosave(), settings=settings,
                        translations=translations)
    window.show()
    _after_first_frame()
    if not window.offer_resume():
        window.start_first()
    window.friends.offer_rejoin()   # a seat at a shared table is still held: rejoin?
    return app.exec()


def run_join(argv: list[str], invitation: str, name: str | None,
             seat: int | None = None) -> int:
    """``cardtable join INVITATION`` (what a ``cardtable://`` link runs): the
    app opens seated at that table, asking for a name if none was given; the
    solo window stays hidden until the person opens it from the menu."""
    app = _application(argv)
    from cardtable.ui.window.main_window import MainWindow, default_autosave

    settings, translations = _language(app)
    window = MainWindow(autosave_path=default_autosave(), settings=settings,
                        translations=translations)
    _after_first_frame()
    shared = window.friends.join(invitation, name, seat=seat)
    if shared is None:    # the join dialog was cancelled
        return 0
    return app.exec()


def run_demo(argv: list[str], games: int, speed: str, game: str | None = None) -> int:
    """Play ``games`` all-AI games of ``game`` (default: the first registered) in
    the window, print winners, exit 0."""
    app = _application(argv)
    from cardtable.ui.window.main_window import AI_PAUSE, MainWindow

    settings, translations = _language(app)
    window = MainWindow(autosave_path=None, speed=speed, pause_ms=AI_PAUSE[speed],
                        settings=settings, translations=translations)
    window.show()
    _after_first_frame()
    played = 0

    def finished(winners: tuple) -> None:
        nonlocal played
        played += 1
        names = ", ".join(window.controller.names()[w] for w in winners)
        print(f"game {played}: {window.setup[0]}, winners: {names}", flush=True)
        if played >= games:
            window.close()
            app.quit()
        else:
            window.start_game(demo=True)

    window.demo_game_finished.connect(finished)
    window.start_game(demo=True, game=game)
    app.exec()
    return 0 if played >= games else 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_app(sys.argv))

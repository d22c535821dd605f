"""Start the GUI: the QApplication and the main window.

Until the table lands this opens a small window saying so, through the
same translatable-string path every later widget uses.
"""

from __future__ import annotations


def run_app(argv: list[str]) -> int:
    """Create the application, show the window, run the event loop."""
    from PySide6.QtWidgets import QApplication

    from cardtable.ui.placeholder import PlaceholderWindow

    app = QApplication.instance() or QApplication(argv)
    app.setApplicationName("cardtable")
    app.setOrganizationName("cardtable")
    window = PlaceholderWindow()
    window.show()
    return app.exec()

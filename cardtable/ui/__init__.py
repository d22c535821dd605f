"""Qt widgets: the main window, dialogs and menus (imports PySide6)."""

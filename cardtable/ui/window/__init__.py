"""The application and its main window, which build the rooms and wire them
together with signals; the player's settings, the interface language, the View
menu, the placeholder shown at start, and the icon."""

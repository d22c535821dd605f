"""Playing a hand in the main window: the controller that binds the session to the
table, the action bar, the side panel (log and scores), the deal summary's pause,
the out-of-game bar, the game-over dialog, refusals and tooltips in words."""

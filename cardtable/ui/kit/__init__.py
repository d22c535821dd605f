"""Widgets that know no game: a wrapping button row, a scroll area sized to a few
rows, the log's painter, the score chart, keeping a window on its screen, Qt's
log filter."""

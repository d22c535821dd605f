"""Screen readers: accessible names and descriptions, announcements, and the hand
and the trick as lists a screen reader can review."""

"""What is kept on disk between runs besides statistics: the autosave written
every move, and the games kept aside (Game → Saved games)."""

"""The card table: card art, scene items, layout and animation (imports PySide6)."""

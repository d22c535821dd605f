"""Drawing the cards: the SVG deck rendered to pixmaps, cached per size, and the
sprites that hold them."""

"""cardtable: a desktop card table for 22, the Cucumber family and more.

The package is layered (see DESIGN.md): ``cards``, ``games`` and ``ai`` are
pure Python and never import Qt; the GUI lives above them.
"""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("cardtable")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"

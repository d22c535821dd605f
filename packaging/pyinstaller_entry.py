"""PyInstaller's entry script: the same as the ``cardtable`` command."""

import sys

from cardtable.cli import main

if __name__ == "__main__":
    sys.exit(main())

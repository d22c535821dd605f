"""PyInstaller's entry script: the same as the ``cardtable`` command."""

import multiprocessing
import sys

from cardtable.commands.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the hint's worker process (cardtable.ai.process)
    sys.exit(main())

"""``python -m cardtable``: the same as the ``cardtable`` command."""

import sys

from cardtable.commands.cli import main

sys.exit(main())

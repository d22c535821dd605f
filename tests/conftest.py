"""Test-wide configuration, set before any QApplication exists: Qt runs
offscreen, and each test process (each pytest-xdist worker, or the one process
of a serial run) has a home folder of its own.

The home folder is what keeps runs apart: Qt's test-mode paths (``~/.qttest``),
QSettings and the XDG folders all live under it, so two workers never share
a settings file or a saved game, and no test reads the developer's own
settings or saves. It is removed when the process ends.

numpy's BLAS computes on one thread: the workers already fill every core, and
a BLAS that spins a thread per core in each of them starves the others (the
Supertrump net's short training took 275 s beside another worker, 5 s alone).
"""

import atexit
import os
import shutil
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
for _threads in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_threads, "1")

_HOME = tempfile.mkdtemp(prefix="cardtable-tests-")
atexit.register(shutil.rmtree, _HOME, ignore_errors=True)
os.environ["HOME"] = _HOME
for _name, _folder in (("XDG_CONFIG_HOME", ".config"), ("XDG_DATA_HOME", ".local/share"),
                       ("XDG_CACHE_HOME", ".cache"), ("XDG_STATE_HOME", ".local/state")):
    os.environ[_name] = os.path.join(_HOME, _folder)


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "long: a module of whole games or many deals, tens of seconds: it runs "
        "first, so that the parallel workers finish together (deselect: -m 'not long')")


def pytest_collection_modifyitems(items):
    """The ``long`` tests first, each group in its collection order: a long test
    left for the end would keep one worker busy while the others wait. The
    order is the same in every worker, as pytest-xdist requires."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)

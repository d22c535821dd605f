"""Card size, full screen and a first window that fits the screen."""

from __future__ import annotations

from PySide6.QtCore import QSize

from cardtable.ui.window.main_window import initial_size


def hand_card_width(window) -> float:
    return max(item.sceneBoundingRect().width() for item in window.scene.hands[0])


def test_card_size_grows_the_hand_and_is_remembered(window, qtbot):
    window.start_game(game="cucumber", variant="twenty-two", players=4, seed=3)
    qtbot.waitUntil(lambda: len(window.scene.hands[0]) > 0 and not window.animator.busy,
                    timeout=10_000)
    window.view_options.size_actions["normal"].trigger()   # whatever a test left stored
    normal = hand_card_width(window)
    window.view_options.size_actions["large"].trigger()
    assert hand_card_width(window) > normal * 1.15
    assert window.settings.card_size == "large"
    window.view_options.size_actions["small"].trigger()
    assert hand_card_width(window) < normal * 0.9
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    for item in window.scene.hands[0]:
        assert visible.adjusted(-1, -1, 1, 1).contains(item.sceneBoundingRect())


def test_full_screen_toggles_with_its_action(window, qtbot):
    action = window.view_options.full_screen_action
    assert "F11" in [s.toString() for s in action.shortcuts()]
    action.setChecked(True)
    qtbot.waitUntil(window.isFullScreen, timeout=2_000)
    action.setChecked(False)
    qtbot.waitUntil(lambda: not window.isFullScreen(), timeout=2_000)


def test_the_first_window_fits_a_small_screen():
    assert initial_size(QSize(1920, 1080)) == (1280, 800)
    width, height = initial_size(QSize(1366, 738))     # a 768 px display less a panel
    assert width <= 1366 and height <= 738 - 40        # room for the title bar

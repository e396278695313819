"""The main window's menus, declared in one place.

:func:`menu_table` lists every menu and item, top to bottom, in the language now
spoken: what it says, what it runs, its keys (a command of the one key table,
``keymap.py``), whether it is a toggle and its state. :func:`build_menus` makes the
``QAction`` objects from that list and returns them by object name; on a language
change the window builds a new menu bar from the table again (Qt deletes the old
bar and its actions).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QMenuBar

from .. import keymap


@dataclass(frozen=True)
class Item:
    """One menu item. ``run`` gets the new state of a toggle (``checked`` not None)."""

    name: str  # its object name, and its key in build_menus' answer
    text: str
    run: Callable[..., object]
    keys: str | None = None  # the key table's command whose keys are its shortcuts
    checked: bool | None = None  # a toggle, and whether it is on now
    tip: str = ""
    role: QAction.MenuRole | None = None


@dataclass(frozen=True)
class Choice:
    """A submenu of exclusive choices: ``options`` (key, label); ``choose(key)``."""

    name: str
    text: str
    options: list[tuple[str, str]]
    current: str
    choose: Callable[[str], object]
    prefix: str = ""  # the options' object names: <prefix>_<key> (default: the name's)
    first_apart: bool = False  # a line under the first option (the language's "System")


@dataclass(frozen=True)
class Submenu:
    """A submenu filled just before it shows (``fill(menu)``)."""

    name: str
    text: str
    fill: Callable[[QMenu], object]


@dataclass(frozen=True)
class Menu:
    name: str
    text: str
    items: list[Item | Choice | Submenu | Menu | None] = field(default_factory=list)  # None: a line


def build_menus(bar: QMenuBar, menus: list[Menu]) -> dict[str, QAction | QMenu]:
    """Fill ``bar`` from ``menus``. Answers every action and submenu by object name
    (a choice's options as ``<prefix>_<key>``). The bar owns them all."""
    out: dict[str, QAction | QMenu] = {}
    for spec in menus:
        menu = bar.addMenu(spec.text)
        menu.setObjectName(spec.name)
        out[spec.name] = menu
        _fill(bar, menu, spec.items, out)
    return out


def _fill(bar: QMenuBar, menu: QMenu, items: list, out: dict[str, QAction | QMenu]) -> None:
    for item in items:
        if item is None:
            menu.addSeparator()
        elif isinstance(item, Item):
            out[item.name] = _action(bar, menu, item)
        elif isinstance(item, Choice):
            out.update(_choice(bar, menu, item))
        elif isinstance(item, Menu):  # a submenu of items, built now (their keys work)
            sub = menu.addMenu(item.text)
            sub.setObjectName(item.name)
            out[item.name] = sub
            _fill(bar, sub, item.items, out)
        else:
            sub = menu.addMenu(item.text)
            sub.setObjectName(item.name)
            sub.aboutToShow.connect(lambda sub=sub, fill=item.fill: fill(sub))
            out[item.name] = sub


def _action(bar: QMenuBar, menu: QMenu, item: Item) -> QAction:
    act = QAction(item.text, bar)
    act.setObjectName(item.name)
    if item.keys is not None:
        act.setShortcuts(keymap.sequences(item.keys))
    if item.tip:
        act.setToolTip(item.tip)
    if item.role is not None:
        act.setMenuRole(item.role)
    if item.checked is None:
        act.triggered.connect(lambda _=False, run=item.run: run())
    else:
        act.setCheckable(True)
        act.setChecked(item.checked)
        act.toggled.connect(item.run)
    menu.addAction(act)
    return act


def _choice(bar: QMenuBar, menu: QMenu, choice: Choice) -> dict[str, QAction | QMenu]:
    sub = menu.addMenu(choice.text)
    sub.setObjectName(choice.name)
    group = QActionGroup(bar)
    out: dict[str, QAction | QMenu] = {choice.name: sub}
    for index, (key, label) in enumerate(choice.options):
        act = QAction(label, bar, checkable=True)
        act.setObjectName(f"{choice.prefix or choice.name}_{key}")
        act.setChecked(key == choice.current)
        act.triggered.connect(lambda _=False, k=key: choice.choose(k))
        group.addAction(act)
        sub.addAction(act)
        out[act.objectName()] = act
        if index == 0 and choice.first_apart:
            sub.addSeparator()
    return out

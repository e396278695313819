"""No import circle between the modules of the Qt side (``continental_qt/ui``).

Every ``import`` and ``from … import`` of a ui module is read from the source (ast), also
those inside functions: a circle closed by a function-level import still means neither
module can be understood, or loaded for a test, without the other. Imports under
``if TYPE_CHECKING:`` are left out: they never run, and type hints may name each other.

``from package import name`` counts as an import of ``package.name`` when that is a module,
else of ``package``. Loading a submodule also runs its package's ``__init__``; that edge is
not counted (a package's ``__init__`` re-exporting its own submodules would otherwise be a
circle with each of them).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import continental_qt.ui as ui_package

UI = Path(ui_package.__file__).parent
PACKAGE = "continental_qt.ui"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(UI).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _modules() -> dict[str, Path]:
    return {_module_name(path): path for path in sorted(UI.rglob("*.py"))}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import in ``tree``, at any depth, except under ``if TYPE_CHECKING:``
    (its ``else:`` branch runs, so it counts)."""
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        elif isinstance(node, ast.If) and _is_type_checking(node):
            stack.extend(node.orelse)
        else:
            stack.extend(ast.iter_child_nodes(node))


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The ui modules ``name`` (at ``path``) imports."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in _import_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
            continue
        base = node.module or ""
        if node.level:
            anchor = package.split(".")
            anchor = anchor[: len(anchor) - (node.level - 1)]
            base = ".".join([*anchor, *([base] if base else [])])
        for alias in node.names:
            found.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base)
    return {m for m in found if m in modules and m != name}


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(out)


def test_no_import_circle_between_ui_modules():
    assert _circles(_graph()) == []


def test_the_reader_sees_imports_inside_functions_and_leaves_type_checking_out():
    graph = _graph()
    # i18n imports texts inside install_language (it sets the plural language there).
    assert "continental_qt.ui.texts" in graph["continental_qt.ui.i18n"]
    # A relative import of a sibling module and of a package's submodule both resolve.
    assert "continental_qt.ui.texts.base" in graph["continental_qt.ui.texts"]
    assert "continental_qt.ui.controller" in graph["continental_qt.ui.session"]


def test_a_circle_is_found():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert _circles(graph) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": set()}) == []

"""Help → Rules: the summary of one rule set in a read-only browser."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...engine.rules import RuleSet
from ..texts import preset_name
from ..texts.rules_summary import rules_summary_html


class RulesDialog(QDialog):
    """Shows :func:`~continental_qt.ui.texts.rules_summary.rules_summary_html` for ``rules``."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules — {name}").format(name=preset_name(rules)))
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules_text")
        self.browser.setOpenLinks(False)
        self.browser.setAccessibleName(self.windowTitle())
        self.browser.setHtml(rules_summary_html(rules))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(560, 640)

"""The Qt side: the controller, item models, the table scene, dialogs.

Everything here may import PySide6; nothing below (engine, ai) imports this.
"""

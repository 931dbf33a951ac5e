"""game/rules is pure: importing all of it leaves pygame and pytmx out of sys.modules."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import game

RULES = Path(game.__file__).parent / "rules"


def test_rules_layer_imports_neither_pygame_nor_pytmx():
    modules = sorted(
        ".".join(p.relative_to(RULES.parent.parent).with_suffix("").parts).removesuffix(
            ".__init__")
        for p in RULES.rglob("*.py"))
    assert len(modules) > 5
    code = ("import importlib, sys\n"
            f"for m in {modules!r}: importlib.import_module(m)\n"
            "bad = [m for m in ('pygame', 'pytmx', 'pygame_gui') if m in sys.modules]\n"
            "print(','.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=RULES.parent.parent, check=True)
    assert out.stdout.strip() == "", f"rules modules pulled in {out.stdout.strip()}"


def test_rules_layer_never_uses_the_global_random():
    for path in RULES.rglob("*.py"):
        text = path.read_text()
        for bad in ("random.random(", "random.randint(", "random.choice(", "random.shuffle(",
                    "random.seed(", "from random import"):
            assert bad not in text, f"{path.name} uses the global random ({bad})"


def test_rules_layer_never_reaches_up_into_files_ui_or_engine():
    for path in RULES.rglob("*.py"):
        text = path.read_text()
        for layer in ("game.files", "game.ui", "game.engine", "game.cli", "game.window"):
            assert f"from {layer}" not in text and f"import {layer}" not in text, \
                f"{path.relative_to(RULES)} imports {layer}: rules stay below files and UI"

"""The README gives the two set-up commands, and every screenshot it shows exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_readme_gives_the_two_commands_and_its_images_exist():
    text = (ROOT / "README.md").read_text()
    assert "make play" in text and "make test" in text
    assert len(text.splitlines()) < 400  # a readable page, not a runaway edit
    images = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text)
    assert images
    for image in images:
        assert (ROOT / image).is_file(), image

"""`check ... | head -1`: a reader that goes away ends the check quietly."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_check_into_a_closed_pipe_ends_without_a_traceback():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    process = subprocess.Popen(
        # more lines than a pipe holds, so the check is still writing when the reader goes
        [sys.executable, "main.py", "check", "tests/data/broken_maps",
         *[f"nowhere/{n}.tmx" for n in range(4000)]], cwd=ROOT, env=env,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    first = process.stdout.readline()
    process.stdout.close()  # like `head -1` after its line
    _, errors = process.communicate(timeout=120)
    assert first.startswith(b"tests/data/broken_maps/")
    assert b"Traceback" not in errors and b"BrokenPipeError" not in errors
    assert process.returncode == 1

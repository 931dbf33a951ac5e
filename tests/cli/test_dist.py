"""The standalone build: PyInstaller bundles the game, which then runs with no Python around.

Building takes a while, so the bundle tests run only where PyInstaller is installed
(`make dist` installs it; plain `make test` and CI skip them).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.files import paths

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build  # noqa: E402  (packaging/build.py)

needs_pyinstaller = pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                                       reason="PyInstaller is not installed (make dist)")


def test_a_frozen_build_finds_its_files_in_the_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths._project_root() == tmp_path


def test_the_source_version_finds_its_files_in_the_checkout():
    assert paths._project_root() == ROOT and (paths.ASSETS / "icon.png").is_file()


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    """The bundle's program, built once into a temp folder (never the checkout's dist/)."""
    folder = tmp_path_factory.mktemp("dist")
    build.build(folder / "dist", folder / "work")
    return build.executable(folder / "dist")


def run_bundle(program: Path, home: Path, *args: str, timeout: float = 120):
    home.mkdir(exist_ok=True)
    return subprocess.run([str(program), *args], env=build.headless_env(home), cwd=home,
                          capture_output=True, text=True, timeout=timeout)


@needs_pyinstaller
def test_the_bundle_checks_a_map_it_carries(bundle, tmp_path):
    shipped = bundle.parent / "_internal" / "maps" / "training-ground.tmx"
    result = run_bundle(bundle, tmp_path / "home", "check", str(shipped))
    assert result.returncode == 0 and result.stdout == "", result.stderr
    assert run_bundle(bundle, tmp_path / "home", "--version").stdout.startswith("Three Fronts")


@needs_pyinstaller
def test_the_bundle_plays_engage_games_headless(bundle, tmp_path):
    result = run_bundle(bundle, tmp_path / "home", "sim", "engage", "--games", "3")
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["game"] == "engage" and summary["games"] == 3


@needs_pyinstaller
def test_the_bundle_runs_the_quick_bench(bundle, tmp_path):
    result = run_bundle(bundle, tmp_path / "home", "bench", "--quick")
    assert result.returncode == 0, result.stderr
    names = [line.split(": ")[0] for line in result.stdout.splitlines()]
    assert names == ["menu_frame_median_1920x1080", "map_load_40x30"]  # no Python to time


@needs_pyinstaller
def test_the_bundle_opens_its_window_and_writes_to_the_user_folder(bundle, tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    window = subprocess.Popen([str(bundle)], env=build.headless_env(home), cwd=home,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        time.sleep(4)  # a missing asset, font or module would have ended it by now
        assert window.poll() is None, window.communicate()[1]
    finally:
        window.terminate()
        window.wait(timeout=10)
    assert (home / "data" / "three-fronts.log").is_file()
    assert not list(bundle.parent.rglob("*.log"))  # nothing written inside the bundle

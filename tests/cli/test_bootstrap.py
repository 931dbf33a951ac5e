"""First start without make: main.py builds .venv with Python alone, talking on stderr."""

from __future__ import annotations

import subprocess
import sys
import venv
import zipfile
from pathlib import Path

import pytest

import main as entry

ROOT = Path(__file__).resolve().parents[2]


def probe_wheel(folder: Path) -> Path:
    """A one-module wheel (`import tf_probe`), so pip installs without the network."""
    info = "tf_probe-1.0.dist-info"
    files = {
        "tf_probe.py": "ANSWER = 42\n",
        f"{info}/METADATA": "Metadata-Version: 2.1\nName: tf-probe\nVersion: 1.0\n",
        f"{info}/WHEEL": "Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\n"
                         "Tag: py3-none-any\n",
    }
    path = folder / "tf_probe-1.0-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as wheel:
        for name, text in files.items():
            wheel.writestr(name, text)
        wheel.writestr(f"{info}/RECORD", "".join(f"{name},,\n" for name in [*files,
                                                                            f"{info}/RECORD"]))
    return path


@pytest.fixture
def pipless_venv(monkeypatch):
    """create_venv without ensurepip (the slow part): the base Python's pip serves instead."""
    def create(path: Path) -> Path:
        entry.say(f"first start: creating {path}")
        venv.create(path, with_pip=False, system_site_packages=True)
        return entry.venv_python(path)

    base = Path(sys.base_prefix) / ("python.exe" if entry.os.name == "nt" else "bin/python3")
    if subprocess.run([str(base), "-m", "pip", "--version"], capture_output=True).returncode:
        pytest.skip("the base Python has no pip")
    monkeypatch.setattr(entry, "create_venv", create)


def test_first_start_creates_a_venv_whose_python_imports_the_requirements(
        tmp_path, pipless_venv, capfd):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text(f"{probe_wheel(tmp_path)}\n")
    python = entry.first_start(tmp_path / ".venv", requirements)
    assert python == entry.venv_python(tmp_path / ".venv")
    assert (tmp_path / ".venv" / ".installed").exists()  # `make play` will not reinstall
    result = subprocess.run([str(python), "-c", "import sys, tf_probe; "
                             "print(sys.prefix, tf_probe.ANSWER)"],
                            capture_output=True, text=True, check=True)
    prefix, answer = result.stdout.split()
    assert Path(prefix).resolve() == (tmp_path / ".venv").resolve() and answer == "42"
    out, err = capfd.readouterr()
    assert out == ""  # a command's own stdout stays clean
    assert "creating" in err and "installing the libraries" in err and "tf-probe" in err


def test_first_start_reinstalls_only_when_the_requirements_changed(tmp_path, pipless_venv,
                                                                   capfd):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text(f"{probe_wheel(tmp_path)}\n")
    entry.first_start(tmp_path / ".venv", requirements)
    capfd.readouterr()
    entry.first_start(tmp_path / ".venv", requirements)
    assert capfd.readouterr().err == ""


def test_a_failed_install_is_one_sentence_not_a_traceback(tmp_path, pipless_venv):
    requirements = tmp_path / "requirements.txt"
    requirements.write_text(f"{tmp_path / 'missing-1.0-py3-none-any.whl'}\n")
    with pytest.raises(entry.FirstStartError, match="installing the libraries failed"):
        entry.first_start(tmp_path / ".venv", requirements)
    assert not (tmp_path / ".venv" / ".installed").exists()


def test_the_venv_python_is_under_scripts_on_windows():
    assert entry.venv_python(Path("v"), windows=True) == Path("v", "Scripts", "python.exe")
    assert entry.venv_python(Path("v"), windows=False) == Path("v", "bin", "python")


def test_main_py_version_prints_the_one_version_string():
    from game.version import __version__

    result = subprocess.run([sys.executable, "main.py", "--version"], cwd=ROOT,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout == f"Three Fronts {__version__}\n"

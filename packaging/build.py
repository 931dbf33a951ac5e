"""Build the standalone Three Fronts with PyInstaller and report its size and start time.

    python packaging/build.py [--dist DIR] [--work DIR]

Run it with the project's venv python after `pip install -r requirements-dist.txt`
(`make dist` does both). Prints `name: value unit` lines, like `main.py bench`.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "packaging" / "three-fronts.spec"
NAME = "three-fronts"


def executable(dist: Path) -> Path:
    """The bundle's program inside `dist` (three-fronts.exe on Windows)."""
    return dist / NAME / (f"{NAME}.exe" if os.name == "nt" else NAME)


def build(dist: Path, work: Path) -> float:
    """Run PyInstaller on the spec; returns the seconds it took."""
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(dist), "--workpath", str(work),
                    str(SPEC)], check=True, cwd=ROOT)
    return time.perf_counter() - start


def folder_size(folder: Path) -> tuple[int, int]:
    """Bytes and number of files under `folder`."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def headless_env(home: Path) -> dict[str, str]:
    """An environment with no Python on the path, no display and a private user folder."""
    env = {"PATH": os.pathsep.join(p for p in ("/usr/bin", "/bin") if Path(p).is_dir()),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "THREE_FRONTS_HOME": str(home)}
    for name in ("SYSTEMROOT", "TEMP", "TMP", "HOME"):  # Windows needs SYSTEMROOT
        if name in os.environ:
            env[name] = os.environ[name]
    return env


def timed_run(program: Path, *args: str, env: dict[str, str]) -> float:
    """Seconds for the bundle to run one command to its end (from a folder outside it)."""
    start = time.perf_counter()
    subprocess.run([str(program), *args], check=True, env=env, cwd=env["THREE_FRONTS_HOME"],
                   stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def report(dist: Path, build_seconds: float | None) -> list[str]:
    """The figures of a built bundle, one `name: value unit` line each."""
    import tempfile

    program = executable(dist)
    size, count = folder_size(dist / NAME)
    lines = [] if build_seconds is None else [f"build_time: {build_seconds:.1f} s"]
    lines += [f"bundle_size: {size / 1e6:.1f} MB", f"bundle_files: {count} files"]
    shipped_map = dist / NAME / "_internal" / "maps" / "training-ground.tmx"
    with tempfile.TemporaryDirectory() as home:
        env = headless_env(Path(home))
        timed_run(program, "--version", env=env)  # the first run fills the OS file cache
        lines.append(f"start_version: {timed_run(program, '--version', env=env):.2f} s")
        check = timed_run(program, "check", str(shipped_map), env=env)
        lines.append(f"start_check_map: {check:.2f} s")
        sim = timed_run(program, "sim", "engage", "--games", "3", env=env)
        lines.append(f"sim_engage_3_games: {sim:.2f} s")
    return lines


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the build lands")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's scratch")
    parser.add_argument("--report-only", action="store_true", help="measure an existing build")
    args = parser.parse_args(argv)
    if not args.report_only and importlib.util.find_spec("PyInstaller") is None:
        print("build.py: PyInstaller is not installed here: "
              "pip install -r requirements-dist.txt", file=sys.stderr)
        return 1
    try:
        seconds = None if args.report_only else build(args.dist.resolve(), args.work.resolve())
        for line in report(args.dist.resolve(), seconds):
            print(line)
    except FileNotFoundError as exc:
        print(f"build.py: {exc.filename} not found: build first", file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as exc:
        print(f"build.py: {' '.join(map(str, exc.cmd[:3]))}... failed with status "
              f"{exc.returncode}", file=sys.stderr)
        return 1
    if seconds is not None:
        print(f"built: {executable(args.dist.resolve())}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

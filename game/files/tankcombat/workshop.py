"""The user's own Tank Combat scenarios: a folder in the user data folder, beside the
saves, set up on first use with everything Tiled needs to work there as it does on the
shipped maps/ (the project file, object types, templates and tilesets); listed after
the shipped scenarios; new scenarios written into it from a shipped map or a blank one.

    <scenarios>/<name>.yaml       the scenarios
    <scenarios>/maps/             their maps, templates/, objecttypes.xml and
                                  three-fronts.tiled-project (open it in Tiled)
    <scenarios>/tilesets/         the terrain tilesets and their pictures
"""

from __future__ import annotations

import json
import os
import re
import tempfile
import unicodedata
from dataclasses import dataclass
from pathlib import Path

from game.files import paths
from game.files.disk import problem_words
from game.files.tankcombat.map_files import MAPS, TEMPLATES, TILESETS, laid_out, map_files
from game.files.tankcombat.starter import blank_map_text, contents_of, scenario_text
from game.files.tiled import read_map
from game.rules.core.errors import DataError

PROJECT_FILE = "three-fronts.tiled-project"
README = "README.txt"
_README_TEXT = """\
Your own Tank Combat scenarios. Three Fronts lists every .yaml file here in
Tank Combat's setup screen (marked as yours) and in the scenario workshop.

Open maps/three-fronts.tiled-project in Tiled (Project > Open Project): the
templates, object types and tilesets are then at hand exactly as on the game's
own maps. docs/scenario-design.md explains every key of a scenario.
"""


class WorkshopError(DataError):
    """Scenario workshop work that cannot be done; the message is one sentence."""


@dataclass(frozen=True)
class Created:
    """A new scenario's files."""

    scenario: Path
    map: Path


def folder() -> Path:
    """The user's scenarios folder (it may not exist yet: see `ensure_folder`)."""
    return paths.scenarios_dir()


def shipped_folder() -> Path:
    return paths.PROJECT_ROOT / "scenarios" / "tankcombat"


def shipped_maps() -> list[Path]:
    """The maps shipped with the game, to start a scenario from."""
    return sorted((paths.PROJECT_ROOT / "maps").glob("*.tmx"))


def scenario_files() -> list[Path]:
    """Every scenario to offer: the shipped ones (the tutorial first), then the user's."""
    shipped = sorted(shipped_folder().glob("*.yaml"),
                     key=lambda p: (p.stem != "tutorial", p.stem))
    return [*shipped, *user_scenarios()]


def user_scenarios() -> list[Path]:
    """The scenarios in the user's folder, by name (none when it does not exist yet)."""
    try:
        return sorted(p for p in folder().glob("*.yaml") if p.is_file())
    except OSError:
        return []


def is_users(path: Path) -> bool:
    """Whether `path` lies in the user's scenarios folder."""
    try:
        return Path(path).resolve().is_relative_to(folder().resolve())
    except OSError:
        return False


def _kit() -> dict[str, Path]:
    """The files Tiled needs beside the user's maps, by place, from the shipped ones."""
    root = paths.PROJECT_ROOT
    kit = {f"{MAPS}/objecttypes.xml": root / "maps" / "objecttypes.xml"}
    kit.update({f"{TEMPLATES}/{p.name}": p for p in sorted((root / "maps" / "templates")
                                                           .glob("*.tx"))})
    kit.update({f"{TILESETS}/{p.name}": p for p in sorted((root / "assets" / "tilesets")
                                                          .iterdir()) if p.is_file()})
    return kit


def _project_text() -> bytes:
    """The shipped Tiled project with its folders pointing at this folder's tilesets."""
    project = json.loads((paths.PROJECT_ROOT / "maps" / PROJECT_FILE).read_text("utf-8"))
    project["folders"] = [".", f"../{TILESETS}"]
    return (json.dumps(project, indent=4) + "\n").encode("utf-8")


def ensure_folder() -> Path:
    """The user's scenarios folder, made and given the Tiled kit on first use (a kit
    file already there is left as the designer has it); WorkshopError if it cannot be."""
    where = folder()
    try:
        for place, source in _kit().items():
            if not (where / place).exists():
                write_file(where / place, source.read_bytes())
        if not (where / MAPS / PROJECT_FILE).exists():
            write_file(where / MAPS / PROJECT_FILE, _project_text())
        if not (where / README).exists():
            write_file(where / README, _README_TEXT.encode("utf-8"))
    except OSError as exc:
        raise WorkshopError(f"The scenarios folder {where} cannot be set up: "
                            f"{problem_words(exc)}.") from None
    return where


def write_file(path: Path, data: bytes) -> None:
    """Write `data` to `path` whole or not at all (a temp file renamed over it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def name_for(title: str) -> str:
    """A file name from a scenario's title: lower case, dashes, ASCII."""
    plain = unicodedata.normalize("NFKD", title).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")[:40].strip("-") or "my-battle"


def _free_name(where: Path, title: str) -> str:
    base = name_for(title)
    name, number = base, 1
    while (where / f"{name}.yaml").exists() or (where / MAPS / f"{name}.tmx").exists():
        number += 1
        name = f"{base}-{number}"
    return name


def new_scenario(title: str, source: Path | None = None,
                 size: tuple[int, int] | None = None) -> Created:
    """Write a new scenario and its map into the user's folder: a copy of the map at
    `source`, or a blank map of `size` (columns, rows). WorkshopError if it cannot."""
    title = " ".join(title.split())
    if not title:
        raise WorkshopError("Give the new scenario a title.")
    if (source is None) == (size is None):
        raise WorkshopError("Choose a map to start from, or a blank map and its size.")
    where = ensure_folder()
    name = _free_name(where, title)
    map_path = where / MAPS / f"{name}.tmx"
    try:
        if source is not None:
            _copy_map(Path(source), map_path)
        else:
            text = blank_map_text(title, size[0], size[1], f"../{TILESETS}/terrain.tsx")
            write_file(map_path, text.encode("utf-8"))
        reading = read_map(map_path)
        if reading.hex_map is None:
            raise WorkshopError(f"The map {source or map_path} cannot be read: "
                                f"{reading.problems[0].message}.")
        contents = contents_of(reading.hex_map)
        scenario = where / f"{name}.yaml"
        write_file(scenario, scenario_text(title, f"{MAPS}/{name}.tmx", contents)
                   .encode("utf-8"))
    except ValueError as exc:  # a blank map's size
        raise WorkshopError(f"{exc}.") from None
    except OSError as exc:
        raise WorkshopError(f"The new scenario cannot be written in {where}: "
                            f"{problem_words(exc)}.") from None
    return Created(scenario, map_path)


def _copy_map(source: Path, target: Path) -> None:
    """The map at `source` as `target`, its tilesets and templates pointing at the
    folder's own; any it reads that the folder lacks are copied in too."""
    if not source.is_file():
        raise WorkshopError(f"There is no map {source}.")
    files = laid_out(map_files(source, f"{MAPS}/{target.name}"))
    where = target.parent.parent
    for place, data in files.items():
        if place == f"{MAPS}/{target.name}":
            write_file(target, data)
        elif not (where / place).exists():
            write_file(where / place, data)

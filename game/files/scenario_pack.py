"""Scenario packs (.tfscenario): one zip file holding a Tank Combat scenario with its map
and the templates, tilesets and pictures the map reads, laid out as in the user's
scenarios folder (game/files/tankcombat/map_files.py), and a small manifest.

Import checks a pack completely before it writes anything: its size, the number and
size of its files (as declared, so nothing large is ever unpacked), that every path
stays inside the folder, is a plain file of a kind a scenario uses and stands where a
pack keeps it, and that the scenario passes `check` read from a private temporary copy
using only the pack's own files. Any refusal is one sentence naming the pack.
"""

from __future__ import annotations

import io
import json
import re
import stat
import struct
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from game.files import paths
from game.files.disk import FileRefused, problem_words, read_regular
from game.files.tankcombat import workshop
from game.files.tankcombat.map_files import (
    MAPS,
    TEMPLATES,
    TILESETS,
    laid_out,
    map_files,
    with_map,
)
from game.files.tankcombat.scenario import check_scenario
from game.files.tiled import read_map
from game.rules.core.errors import DataError
from game.version import __version__

SUFFIX = ".tfscenario"
MANIFEST = "pack.json"
FORMAT = 1
GAME = "tank-combat"
MAX_PACK_BYTES = 50_000_000
MAX_MEMBERS = 500
MAX_MEMBER_BYTES = 20_000_000
MAX_TOTAL_BYTES = 50_000_000
PICTURES = (".png", ".jpg", ".jpeg", ".gif", ".bmp", ".webp")
_FOLDER_OF = {".yaml": "", ".tmx": MAPS, ".tx": TEMPLATES, ".tsx": TILESETS,
              **{suffix: TILESETS for suffix in PICTURES}}
_DRIVE = re.compile(r"^[A-Za-z]:")


class PackError(DataError):
    """A pack that is not exported or imported; one sentence. `conflict`: the only
    trouble is that the user's folder already has different files of the same names."""

    def __init__(self, message: str, conflict: bool = False) -> None:
        super().__init__(message)
        self.conflict = conflict


@dataclass
class Imported:
    """What an import did: the scenario's place, the files written, those already
    there unchanged, and kit files renamed because the user's differ."""

    scenario: Path
    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    renamed: dict[str, str] = field(default_factory=dict)


def _size(count: int) -> str:
    return f"{count / 1_000_000:,.0f} MB" if count >= 1_000_000 else f"{count:,} bytes"


# -- export ----------------------------------------------------------------------------


def exports_dir() -> Path:
    """Where packs are written when no other place is given."""
    return paths.data_dir() / "exports"


def export_pack(scenario: Path, target: Path | None = None) -> Path:
    """Pack the scenario at `scenario` with everything its map reads into `target`
    (default: exports/<name>.tfscenario in the user data folder); returns where.
    PackError if the scenario does not pass `check` or the pack cannot be written."""
    scenario = Path(scenario)
    problems = check_scenario(scenario)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise PackError(f"{scenario.name} cannot be packed until it passes check: "
                        f"{problems[0]}{more}.")
    import yaml

    text = scenario.read_text(encoding="utf-8")
    map_path = (scenario.parent / yaml.safe_load(text)["map"]).resolve()
    map_place = f"{MAPS}/{map_path.name}"
    files = laid_out(map_files(map_path, map_place))
    moved = with_map(text, map_place, str(scenario))
    if yaml.safe_load(moved).get("map") != map_place:
        raise PackError(f"{scenario}: the map line cannot be rewritten for the pack; write "
                        f"it as 'map: {map_place}' on a line of its own.")
    files[f"{scenario.stem}.yaml"] = moved.encode("utf-8")
    files[MANIFEST] = json.dumps({"format": FORMAT, "game": GAME,
                                  "scenario": f"{scenario.stem}.yaml",
                                  "made_with": f"Three Fronts {__version__}"},
                                 indent=1).encode("utf-8")
    target = Path(target) if target else exports_dir() / f"{scenario.stem}{SUFFIX}"
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as pack:
        for place in sorted(files):
            pack.writestr(place, files[place])
    try:
        workshop.write_file(target, buffer.getvalue())
    except OSError as exc:
        raise PackError(f"{target} cannot be written: {problem_words(exc)}.") from None
    return target


# -- reading a pack ----------------------------------------------------------------------


@dataclass(frozen=True)
class Pack:
    """A pack's files, checked: place → bytes, and the scenario's place."""

    path: Path
    files: dict[str, bytes]
    scenario: str


def read_pack(pack: Path) -> Pack:
    """Every file of the pack at `pack` once every check has passed; PackError with
    one sentence for the first that fails. Nothing is written anywhere but a private
    temporary folder, removed before this returns."""
    pack = Path(pack)
    name = pack.name
    try:
        data = read_regular(pack, MAX_PACK_BYTES, "scenario pack")
    except FileRefused as exc:
        raise PackError(f"{name}: {exc}.") from None
    except OSError as exc:
        raise PackError(f"{name} cannot be read: {problem_words(exc, writing=False)}.") \
            from None
    declared = _declared_count(data)
    if declared > MAX_MEMBERS:
        raise PackError(f"{name} holds {declared:,} files; a scenario pack holds at most "
                        f"{MAX_MEMBERS}, so it is not opened.")
    try:
        archive = zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, ValueError, OSError, EOFError):
        raise PackError(f"{name} is not a scenario pack: it is not a zip file.") from None
    with archive:
        infos = archive.infolist()
        if len(infos) > MAX_MEMBERS:
            raise PackError(f"{name} holds {len(infos):,} files; a scenario pack holds at "
                            f"most {MAX_MEMBERS}, so it is not opened.")
        members = _checked_members(name, infos)
        files = _read_members(name, archive, members)
    scenario = _scenario_place(name, files)
    _check_manifest(name, files)
    _check_contents(name, files, scenario)
    return Pack(pack, files, scenario)


def _declared_count(data: bytes) -> int:
    """How many files the zip's end record says it holds (0 if it cannot be found), read
    before the directory is parsed, so a pack claiming millions is refused at once."""
    end = data.rfind(b"PK\x05\x06", max(0, len(data) - 65_557))
    if end < 0 or end + 22 > len(data):
        return 0
    count = struct.unpack_from("<H", data, end + 10)[0]
    locator = end - 20
    if count == 0xFFFF and locator >= 0 and data[locator:locator + 4] == b"PK\x06\x07":
        record = struct.unpack_from("<Q", data, locator + 8)[0]
        if record + 40 <= len(data) and data[record:record + 4] == b"PK\x06\x06":
            count = struct.unpack_from("<Q", data, record + 32)[0]
    return count


def _checked_members(name: str, infos: list[zipfile.ZipInfo]) -> list[zipfile.ZipInfo]:
    """The file members, each path and declared size checked before anything is read."""
    members, seen, total = [], set(), 0
    for info in infos:
        path = info.filename
        shown = path if len(path) <= 80 else path[:77] + "..."
        parts = path.replace("\\", "/").split("/")
        if path.startswith(("/", "\\")) or _DRIVE.match(path):
            raise PackError(f"{name} holds a file with an absolute path ({shown}); a pack's "
                            f"files must stay inside the scenarios folder, so it is refused.")
        if ".." in parts:
            raise PackError(f"{name} holds a file whose path leaves the scenarios folder "
                            f"({shown}), so it is refused.")
        if info.is_dir():
            continue
        if "\\" in path or any(part in ("", ".") for part in parts) or "\0" in path:
            raise PackError(f"{name} holds a file with a malformed path ({shown!r}).")
        if stat.S_ISLNK(info.external_attr >> 16):
            raise PackError(f"{name} holds a link ({shown}); a pack holds plain files only.")
        if info.flag_bits & 0x1:
            raise PackError(f"{name} holds an encrypted file ({shown}); packs are not "
                            f"encrypted.")
        if info.file_size > MAX_MEMBER_BYTES:
            raise PackError(f"{name} holds {shown} of {_size(info.file_size)}; a file in a "
                            f"scenario pack may be at most {_size(MAX_MEMBER_BYTES)}.")
        total += info.file_size
        if total > MAX_TOTAL_BYTES:
            raise PackError(f"{name} unpacks to more than {_size(MAX_TOTAL_BYTES)}; a "
                            f"scenario pack is far smaller.")
        if path.lower() in seen:
            raise PackError(f"{name} holds {shown} twice.")
        seen.add(path.lower())
        _check_place(name, path, shown)
        members.append(info)
    return members


def _check_place(name: str, path: str, shown: str) -> None:
    """A file of a kind a scenario uses, where a pack keeps that kind."""
    if path == MANIFEST:
        return
    suffix = PurePosixPath(path).suffix.lower()
    if suffix not in _FOLDER_OF:
        raise PackError(f"{name} holds {shown}, which is no part of a scenario (a pack "
                        f"holds a scenario, its map, templates, tilesets and pictures).")
    folder = str(PurePosixPath(path).parent)
    if folder != (_FOLDER_OF[suffix] or "."):
        where = f"in {_FOLDER_OF[suffix]}/" if _FOLDER_OF[suffix] else "at the top"
        raise PackError(f"{name} holds {shown} where a pack keeps no such file (a "
                        f"{suffix} file belongs {where}).")


def _read_members(name: str, archive: zipfile.ZipFile,
                  members: list[zipfile.ZipInfo]) -> dict[str, bytes]:
    files = {}
    for info in members:
        try:
            with archive.open(info) as member:
                content = member.read(info.file_size + 1)
        except (zipfile.BadZipFile, ValueError, OSError, EOFError, RuntimeError,
                NotImplementedError) as exc:
            raise PackError(f"{name} is damaged: {info.filename} cannot be unpacked "
                            f"({exc}).") from None
        if len(content) != info.file_size:
            raise PackError(f"{name} is damaged: {info.filename} is not the size it "
                            f"declares.")
        files[info.filename] = content
    return files


def _scenario_place(name: str, files: dict[str, bytes]) -> str:
    scenarios = [p for p in files if p.endswith(".yaml")]
    if not scenarios:
        raise PackError(f"{name} holds no scenario (a .yaml file at the top).")
    if len(scenarios) > 1:
        raise PackError(f"{name} holds {len(scenarios)} scenarios; a pack holds one.")
    return scenarios[0]


def _check_manifest(name: str, files: dict[str, bytes]) -> None:
    if MANIFEST not in files:
        return
    try:
        manifest = json.loads(files[MANIFEST])
    except (ValueError, RecursionError):
        raise PackError(f"{name}: its {MANIFEST} is not readable JSON.") from None
    if not isinstance(manifest, dict) or manifest.get("game", GAME) != GAME:
        raise PackError(f"{name} is not a Tank Combat scenario pack.")
    made = manifest.get("format", FORMAT)
    if not isinstance(made, int) or made > FORMAT:
        raise PackError(f"{name} was made by a newer Three Fronts (pack format {made}); "
                        f"update the game to import it.")


def _check_contents(name: str, files: dict[str, bytes], scenario: str) -> None:
    """The scenario passes `check` unpacked on its own, reading nothing outside it."""
    with tempfile.TemporaryDirectory(prefix="tfscenario-") as temp:
        root = Path(temp).resolve()
        for place, content in files.items():
            target = root / place
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(content)
        problems = check_scenario(root / scenario)
        if problems:
            first = problems[0].replace(f"{root}/", "").replace(str(root), name)
            more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
            raise PackError(f"{name} does not pass check, so nothing was imported: "
                            f"{first}{more}.")
        import yaml

        map_path = (root / yaml.safe_load(files[scenario])["map"]).resolve()
        outside = [f for f in (map_path, *read_map(map_path).files)
                   if not Path(f).resolve().is_relative_to(root)]
        if outside:
            raise PackError(f"{name} is not whole: its scenario reads "
                            f"{Path(outside[0]).name} from outside the pack.")


# -- import ------------------------------------------------------------------------------


def import_pack(pack: Path, replace: bool = False) -> Imported:
    """Check the pack at `pack` completely (`read_pack`), then unpack it into the user's
    scenarios folder. A template, tileset or picture the folder already has with other
    contents is kept, the pack's copy taking a new name; a scenario or map already there
    with other contents is replaced only with `replace` (otherwise PackError with
    `conflict`, nothing written)."""
    checked = read_pack(pack)
    where = workshop.folder()
    with tempfile.TemporaryDirectory(prefix="tfscenario-") as temp:
        root = Path(temp).resolve()
        for place, content in checked.files.items():
            if place != MANIFEST:
                (root / place).parent.mkdir(parents=True, exist_ok=True)
                (root / place).write_bytes(content)
        places, renamed = _places(root, where)
        final = laid_out(places)
    clashes = [p for p, content in final.items()
               if p.endswith((".yaml", ".tmx")) and _differs_existing(where / p, content)]
    if clashes and not replace:
        also = f" (and {clashes[1]})" if len(clashes) > 1 else ""
        raise PackError(f"Your scenarios folder already has {clashes[0]}{also}, different "
                        f"from the one in {checked.path.name}: import it again choosing "
                        f"Replace, or rename yours first.", conflict=True)
    workshop.ensure_folder()
    done = Imported(where / checked.scenario, renamed=renamed)
    try:
        for place, content in sorted(final.items()):
            target = where / place
            if _differs(target, content):
                workshop.write_file(target, content)
                done.written.append(target)
            else:
                done.unchanged.append(target)
    except OSError as exc:
        raise PackError(f"{checked.path.name} cannot be unpacked into {where}: "
                        f"{problem_words(exc)}.") from None
    return done


def _differs(target: Path, content: bytes) -> bool:
    try:
        return target.read_bytes() != content
    except OSError:
        return True


def _places(root: Path, where: Path) -> tuple[dict[Path, str], dict[str, str]]:
    """Each unpacked file's place in the user's folder. Pictures, then tilesets, then
    templates: each keeps its name unless the folder holds a different file by it."""
    files = sorted((p for p in root.rglob("*") if p.is_file()),
                   key=lambda p: ({".tsx": 1, ".tx": 2, ".tmx": 3, ".yaml": 4}
                                  .get(p.suffix.lower(), 0), str(p)))
    places: dict[Path, str] = {}
    renamed: dict[str, str] = {}
    for path in files:
        place = path.relative_to(root).as_posix()
        places[path] = place
        if path.suffix.lower() in (".tmx", ".yaml"):
            continue
        number = 1
        while _differs_existing(where / places[path], laid_out(places, path)[places[path]]):
            number += 1
            places[path] = f"{PurePosixPath(place).parent}/{path.stem}-{number}{path.suffix}"
        if places[path] != place:
            renamed[place] = places[path]
    return places, renamed


def _differs_existing(target: Path, content: bytes) -> bool:
    """Whether a file already stands at `target` with other contents."""
    return target.exists() and _differs(target, content)

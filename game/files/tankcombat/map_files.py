"""A scenario's files laid out the way a user's scenarios folder and a scenario pack hold
them, every reference between them rewritten to point at the new places:

    <scenario>.yaml              map: maps/<map>.tmx
    maps/<map>.tmx               tilesets at ../tilesets/, templates at templates/
    maps/templates/<name>.tx
    tilesets/<name>.tsx          and the pictures they cut tiles from

Rewriting is done on the text (the `source` and `template` attributes, the scenario's
`map:` line), so the files stay as Tiled wrote them, comments and all.
"""

from __future__ import annotations

import html
import posixpath
import re
from pathlib import Path
from xml.sax.saxutils import escape

from game.files.tiled import read_map
from game.rules.core.errors import DataError

MAPS = "maps"
TEMPLATES = "maps/templates"
TILESETS = "tilesets"
XML_SUFFIXES = (".tmx", ".tx", ".tsx")
_REFERENCE = re.compile(r"""(\s(?:source|template)=)(["'])(.*?)\2""", re.DOTALL)
_MAP_LINE = re.compile(r"^map:[ \t]*[^\n#]*?[ \t]*(#[^\n]*)?$", re.MULTILINE)


def place_for(path: Path) -> str:
    """Where a file the map reads goes, by its kind: templates beside the maps, tilesets
    and their pictures in tilesets/."""
    if path.suffix.lower() == ".tmx":
        return f"{MAPS}/{path.name}"
    if path.suffix.lower() == ".tx":
        return f"{TEMPLATES}/{path.name}"
    return f"{TILESETS}/{path.name}"


def map_files(map_path: Path, map_place: str | None = None) -> dict[Path, str]:
    """Every file the map at `map_path` reads (itself, tilesets, pictures, templates) and
    the place each goes; DataError when two different files would share a place."""
    reading = read_map(map_path)
    places: dict[Path, str] = {}
    taken: dict[str, Path] = {}
    for index, path in enumerate(reading.files):
        path = Path(path).resolve()
        if path in places or not path.is_file():
            continue  # a missing file is the map's own problem, which `check` reports
        place = map_place if index == 0 and map_place else place_for(path)
        other = taken.get(place)
        if other is not None and other.read_bytes() != path.read_bytes():
            raise DataError(f"{map_path}: the map reads two different files named "
                            f"{path.name} ({other} and {path}); rename one in Tiled")
        places[path] = place
        taken.setdefault(place, path)
    return places


def laid_out(places: dict[Path, str], only: Path | None = None) -> dict[str, bytes]:
    """The bytes of every file (or `only` that one) at its new place; in the XML files,
    each reference to another file of `places` is rewritten relative to the new places."""
    by_source = {source.resolve(): place for source, place in places.items()}
    out: dict[str, bytes] = {}
    for source, place in places.items():
        if only is not None and source != only:
            continue
        data = source.read_bytes()
        if source.suffix.lower() in XML_SUFFIXES:
            data = _rewritten(data.decode("utf-8"), source, place, by_source).encode("utf-8")
        out[place] = data
    return out


def _rewritten(text: str, source: Path, place: str, by_source: dict[Path, str]) -> str:
    folder = posixpath.dirname(place)

    def replace(found: re.Match) -> str:
        target = (source.parent / html.unescape(found.group(3))).resolve()
        new_place = by_source.get(target)
        if new_place is None:
            return found.group(0)
        reference = posixpath.relpath(new_place, folder or ".")
        return f'{found.group(1)}"{escape(reference, {chr(34): "&quot;"})}"'

    return _REFERENCE.sub(replace, text)


def with_map(yaml_text: str, reference: str, where: str) -> str:
    """The scenario's text with its top-level `map:` line naming `reference`;
    DataError naming `where` if the file has no such line to rewrite."""
    found = list(_MAP_LINE.finditer(yaml_text))
    if len(found) != 1:
        raise DataError(f"{where}: the map is not named on a line of its own "
                        f"('map: maps/...tmx'), so it cannot be moved with its map")
    comment = f"  {found[0].group(1)}" if found[0].group(1) else ""
    start, end = found[0].span()
    return f"{yaml_text[:start]}map: {reference}{comment}{yaml_text[end:]}"

"""Scenario packs for tests: a good one exported from a shipped scenario, and ways to
spoil it (members added, replaced, or declared larger than they are)."""

from __future__ import annotations

import io
import struct
import zipfile
from pathlib import Path

from game.files.paths import PROJECT_ROOT
from game.files.scenario_pack import export_pack

CROSSROADS = PROJECT_ROOT / "scenarios" / "tankcombat" / "crossroads.yaml"


def good_pack(folder: Path, scenario: Path = CROSSROADS) -> Path:
    """A pack of `scenario` written into `folder` (nothing else is written)."""
    return export_pack(scenario, folder / f"{scenario.stem}.tfscenario")


def members(pack: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(pack) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def write_pack(path: Path, files: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in files.items():
            archive.writestr(zipfile.ZipInfo(name), data)
    return path


def with_declared_size(path: Path, files: dict[str, bytes], name: str, size: int) -> Path:
    """A pack of `files` plus `name` (one byte), whose zip headers declare it `size`
    bytes: nothing that large is ever made."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        for member, data in files.items():
            archive.writestr(member, data)
        archive.writestr(name, b"x")
    data = bytearray(buffer.getvalue())
    central = data.rfind(b"PK\x01\x02")  # the last member's central directory entry
    struct.pack_into("<I", data, central + 24, size)
    local = struct.unpack_from("<I", data, central + 42)[0]
    struct.pack_into("<I", data, local + 22, size)
    path.write_bytes(bytes(data))
    return path


def with_many_members(path: Path, count: int) -> Path:
    """A real zip holding `count` empty members (written directly: zipfile takes
    seconds for a hundred thousand)."""
    local, central = bytearray(), bytearray()
    for i in range(count):
        name = f"tilesets/t{i}.png".encode()
        offset = len(local)
        local += struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 0, 0, 0, 0, 0, 0,
                             len(name), 0) + name
        central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 0, 0, 0, 0, 0,
                               0, len(name), 0, 0, 0, 0, 0, offset) + name
    at = len(local) + len(central)  # more than 65,535 members: the zip64 end records
    end = struct.pack("<IQHHIIQQQQ", 0x06064B50, 44, 45, 45, 0, 0, count, count,
                      len(central), len(local))
    end += struct.pack("<IIQI", 0x07064B50, 0, at, 1)
    end += struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF,
                       0xFFFFFFFF, 0)
    path.write_bytes(bytes(local + central + end))
    return path

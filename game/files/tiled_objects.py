"""Reads the objects of a .tmx map from its XML, templates applied, into MapObjects.

pytmx neither applies object templates nor tells a point from a rectangle, so the
object layers are read here. Every fault is reported through `fail(message, layer)`
and the object is left out; nothing here raises for anything in a file.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree

from game.files.disk import FileRefused, read_regular
from game.files.map_check import OBJECT_LAYERS, MapObject

MAX_XML_BYTES = 50_000_000
"""The largest map, tileset or template read; a 999 x 250 map in CSV is under 2 MB."""
MAX_GROUP_DEPTH = 50
"""How deeply group layers may nest; a map rarely uses more than two or three."""
_SHAPES = ("point", "ellipse", "polygon", "polyline", "text")

Fail = Callable[..., None]


def parse_xml(path: Path) -> ElementTree.Element:
    """The root element of an XML file; OSError, ParseError or FileRefused (a pipe, a
    device, a file larger than any map) if it cannot be had."""
    return ElementTree.fromstring(read_regular(path, MAX_XML_BYTES, "Tiled file"))


def xml_fault(error: Exception) -> str:
    """One sentence for an XML file that cannot be read."""
    if isinstance(error, FileNotFoundError):
        return "not found"
    if isinstance(error, FileRefused):
        return f"cannot be read ({error})"
    if isinstance(error, ElementTree.ParseError):
        return f"not well-formed XML ({error}); is the file complete?"
    if isinstance(error, OSError):
        return f"cannot be read ({error.strerror or error})"
    return str(error)


def _finite(text: str | None, default: float = 0.0) -> float:
    """A coordinate; ValueError naming it if it is not a finite number."""
    if text in (None, ""):
        return default
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"{text} is not a finite number")
    return value


class ObjectReader:
    """The objects of one map, with the template files they used."""

    def __init__(self, path: Path, fail: Fail) -> None:
        self.path = path
        self.fail = fail
        self.templates: dict[Path, ElementTree.Element | None] = {}
        self.bad_properties = 0
        self._ids: dict[int, str] = {}

    def object_groups(self, root: ElementTree.Element) -> list[ElementTree.Element] | None:
        """Object layers in drawing order, looking inside group layers too (read without
        recursion); None after reporting a group layer nested deeper than MAX_GROUP_DEPTH."""
        groups: list[ElementTree.Element] = []
        todo = [(child, 1) for child in reversed(root)]
        while todo:
            element, depth = todo.pop()
            if element.tag == "objectgroup":
                groups.append(element)
            elif element.tag == "group":
                if depth > MAX_GROUP_DEPTH:
                    name = element.get("name", "")
                    self.fail(f"group layer '{name}' is nested more than {MAX_GROUP_DEPTH} "
                              "group layers deep; no map needs that many (move its layers "
                              "out of the groups in Tiled's Layers panel)", name)
                    return None
                todo.extend((child, depth + 1) for child in reversed(element))
        return groups

    def objects(self, root: ElementTree.Element) -> list[MapObject] | None:
        """Every readable object of the game's object layers; None when the layers
        cannot be read at all (nested too deeply)."""
        objects: list[MapObject] = []
        found = self.object_groups(root)
        if found is None:
            return None
        for group in found:
            name = group.get("name", "")
            if name not in OBJECT_LAYERS:
                self.fail(f"object layer '{name}' is not read by the game; object layers "
                          f"are {', '.join(OBJECT_LAYERS)}", name)
                continue
            for element in group.findall("object"):
                try:
                    obj = self._object(element, name)
                except ValueError as error:
                    self.fail(f"object {element.get('id', '?')}: unreadable shape ({error})",
                              name)
                    continue
                if obj is not None and self._unique(obj):
                    objects.append(obj)
        return objects

    def _unique(self, obj: MapObject) -> bool:
        """Whether no earlier object has this one's id; reports the second one if not."""
        first = self._ids.get(obj.object_id)
        if first is None or not obj.object_id:
            self._ids[obj.object_id] = f"{obj.label} in {obj.layer}"
            return True
        self.fail(f"{obj.label}: id {obj.object_id} is also the id of {first}; every "
                  "object needs its own id (copy objects in Tiled, not in a text editor)",
                  obj.layer)
        return False

    def _template(self, source: str, layer: str) -> ElementTree.Element | None:
        """The <object> inside template file `source`, or None after reporting why not."""
        path = (self.path.parent / source).resolve()
        if path not in self.templates:
            try:
                found = parse_xml(path).find("object")
                if found is None:
                    raise ValueError("it holds no object")
                self.templates[path] = found
            except (OSError, ElementTree.ParseError, ValueError) as error:
                self.fail(f"template '{source}': {xml_fault(error)}", layer)
                self.templates[path] = None
        return self.templates[path]

    def _object(self, element: ElementTree.Element, layer: str) -> MapObject | None:
        template = None
        if element.get("template"):
            template = self._template(str(element.get("template")), layer)
            if template is None:
                return None
        sources = [element] if template is None else [element, template]

        def attribute(key: str) -> str | None:
            return next((e.get(key) for e in sources if e.get(key) is not None), None)

        kind = next((e.get(k) for e in sources for k in ("type", "class") if e.get(k)), "")
        properties: dict[str, object] = {}
        for source in reversed(sources):
            properties.update(self._properties(source, element.get("id", "?"), layer))
        shape_element = next((child for e in sources for child in e if child.tag in _SHAPES),
                             None)
        if shape_element is not None:
            shape = shape_element.tag
        else:
            shape = "tile" if attribute("gid") else "rectangle"
        points: tuple[tuple[float, float], ...] = ()
        if shape in ("polygon", "polyline") and shape_element is not None:
            pairs = (pair.split(",") for pair in shape_element.get("points", "").split())
            points = tuple((_finite(x), _finite(y)) for x, y in pairs)
        return MapObject(
            layer=layer, object_id=int(element.get("id", 0)), name=attribute("name") or "",
            kind=kind, properties=properties, shape=shape,
            x=_finite(element.get("x")), y=_finite(element.get("y")),
            width=_finite(attribute("width")), height=_finite(attribute("height")),
            rotation=_finite(attribute("rotation")), points=points,
        )

    def _properties(self, element: ElementTree.Element, object_id: str,
                    layer: str) -> dict[str, object]:
        found: dict[str, object] = {}
        for prop in element.findall("properties/property"):
            name, kind = prop.get("name", ""), prop.get("type", "string")
            value = prop.get("value", prop.text or "")
            try:
                if kind == "int":
                    found[name] = int(value)
                elif kind == "float":
                    found[name] = _finite(value)
                elif kind == "bool":
                    found[name] = value == "true"
                elif kind != "class":
                    found[name] = value
            except ValueError:
                self.bad_properties += 1
                wanted = {"int": "a whole number", "float": "a number"}.get(kind, kind)
                self.fail(f"object {object_id}: property '{name}' should be "
                          f"{wanted} but is '{value}'", layer)
        return found

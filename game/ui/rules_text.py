"""The rules reference's Markdown subset (# ## ### headings, paragraphs, - bullets,
**bold**, and figures: `![caption](figure:game/name)` on a line of its own) turned into
wrapped rows ready to draw and search. A figure takes as many rows as its picture is
tall, and its caption is a row of its own, so the search finds it by its words."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from pathlib import Path

from game.engine import assets
from game.files.paths import ASSETS

STYLES = {"h1": (40, True), "h2": (32, True), "h3": (26, True), "p": (22, False),
          "li": (22, False), "figure": (22, False), "caption": (18, False)}
LINE_GAP = 6
FIGURE = re.compile(r"^!\[(?P<caption>[^\]]*)\]\(figure:(?P<name>[\w./-]+)\)$")
CAPTION = "Figure: "


@dataclass(frozen=True)
class Row:
    """One drawn row. A figure's rows name the `figure` and which `part` of its height
    each is (the picture is drawn from its first row, so any of them may be the top one
    shown)."""

    style: str
    text: str
    indent: int = 0
    figure: str = ""
    part: int = 0


def rules_path(game_id: str) -> Path:
    return ASSETS / "rules" / f"{game_id}.md"


def row_height(style: str) -> int:
    return STYLES[style][0] + LINE_GAP


def blocks(markdown: str) -> list[tuple[str, str]]:
    """(style, text) blocks: headings, paragraphs, bullets and figures (their text is
    "name<TAB>caption"), bold markers removed."""
    out: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            out.append(("p", " ".join(para)))
            para.clear()

    for raw in markdown.splitlines():
        line = raw.strip().replace("**", "")
        found = FIGURE.match(line)
        if not line:
            flush()
        elif found:
            flush()
            out.append(("figure", f"{found['name']}\t{found['caption']}"))
        elif line.startswith("#"):
            flush()
            level = len(line) - len(line.lstrip("#"))
            out.append((f"h{min(level, 3)}", line[level:].strip()))
        elif line.startswith("- "):
            flush()
            out.append(("li", line[2:]))
        elif out and out[-1][0] == "li" and raw.startswith("  "):
            out[-1] = ("li", out[-1][1] + " " + line)
        else:
            para.append(line)
    flush()
    return out


def figures_named(markdown: str) -> list[tuple[str, str]]:
    """Every figure of `markdown`: (name, caption)."""
    return [tuple(text.split("\t", 1)) for style, text in blocks(markdown)
            if style == "figure"]


def layout(markdown: str, width: int) -> list[Row]:
    """Rows of at most `width` pixels; a blank row before each heading."""
    rows: list[Row] = []
    for style, text in blocks(markdown):
        if style == "figure":
            rows += _figure_rows(*text.split("\t", 1), width)
            continue
        size, bold = STYLES[style]
        if style.startswith("h") and rows:
            rows.append(Row("p", ""))
        indent = 24 if style == "li" else 0
        for i, line in enumerate(assets.wrap(text, size, width - indent, bold)):
            prefix = "• " if style == "li" and i == 0 else ("  " if style == "li" else "")
            rows.append(Row(style, prefix + line, indent))
    return rows


def _figure_rows(name: str, caption: str, width: int) -> list[Row]:
    """The rows a figure takes: its picture's height in rows (known without drawing
    it), then its caption."""
    from game.ui.figures import figure_size

    shown = figure_size(name, width - 24)
    size = STYLES["caption"][0]
    if shown is None:
        return [Row("caption", f"{CAPTION}{caption} (no picture called {name})", 24)]
    parts = math.ceil((shown[1] + 6) / row_height("figure"))
    rows = [Row("figure", "", 24, name, part) for part in range(parts)]
    rows += [Row("caption", line, 24, name)
             for line in assets.wrap(f"{CAPTION}{caption}", size, width - 24)]
    return rows + [Row("p", "")]

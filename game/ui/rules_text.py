"""The rules reference's Markdown subset (# ## ### headings, paragraphs, - bullets,
**bold**) turned into wrapped rows ready to draw and search."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.engine import assets
from game.files.paths import ASSETS

STYLES = {"h1": (40, True), "h2": (32, True), "h3": (26, True), "p": (22, False),
          "li": (22, False)}


@dataclass(frozen=True)
class Row:
    style: str
    text: str
    indent: int = 0


def rules_path(game_id: str) -> Path:
    return ASSETS / "rules" / f"{game_id}.md"


def blocks(markdown: str) -> list[tuple[str, str]]:
    """(style, text) blocks: headings, paragraphs and bullets, bold markers removed."""
    out: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            out.append(("p", " ".join(para)))
            para.clear()

    for raw in markdown.splitlines():
        line = raw.strip().replace("**", "")
        if not line:
            flush()
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


def layout(markdown: str, width: int) -> list[Row]:
    """Rows of at most `width` pixels; a blank row before each heading."""
    rows: list[Row] = []
    for style, text in blocks(markdown):
        size, bold = STYLES[style]
        if style.startswith("h") and rows:
            rows.append(Row("p", ""))
        indent = 24 if style == "li" else 0
        for i, line in enumerate(assets.wrap(text, size, width - indent, bold)):
            prefix = "• " if style == "li" and i == 0 else ("  " if style == "li" else "")
            rows.append(Row(style, prefix + line, indent))
    return rows

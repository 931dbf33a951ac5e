"""Writes the ladder's report (game/ladder/report.py) as Markdown or HTML, chosen by the
file's extension: the tables of a balance report (game/files/report_writer.py) and a
chart of each rating with its interval, as text in Markdown and an inline SVG in HTML.
The file is written atomically (temp file, then rename)."""

from __future__ import annotations

import html
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from game.files.report_writer import COLOURS, FORMATS, markdown, to_html

if TYPE_CHECKING:
    from game.ladder.report import EloChart, LadderReport

TEXT_WIDTH = 50


def write_ladder_report(report: LadderReport, path: Path) -> None:
    """Write `report` to `path` (.md or .html); ValueError for another extension,
    OSError if the file cannot be written."""
    path = Path(path)
    kind = FORMATS.get(path.suffix.lower())
    if kind is None:
        raise ValueError(f"{path}: a report file ends in .md (Markdown) or .html (HTML)")
    if kind == "markdown":
        text = markdown(report.document) + "\n".join(
            ["", f"## {report.chart.title}", "", "```", *text_chart(report.chart), "```", ""])
    else:
        text = to_html(report.document).replace(
            "</body>", f"<h2>{html.escape(report.chart.title)}</h2>\n"
                       f"{svg_chart(report.chart)}\n</body>")
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.chmod(temporary, 0o644)  # a temp file is made private; this one is not
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _span(chart: EloChart) -> tuple[float, float]:
    low = min((b[2] for b in chart.bars), default=0.0)
    high = max((b[3] for b in chart.bars), default=1.0)
    return low, max(high, low + 1.0)


def text_chart(chart: EloChart, width: int = TEXT_WIDTH) -> list[str]:
    """One line per player: its interval as [---], its rating as *."""
    low, high = _span(chart)
    name_width = max((len(b[0]) for b in chart.bars), default=0)

    def at(value: float) -> int:
        return round((value - low) / (high - low) * (width - 1))

    lines = []
    for name, elo, left, right in chart.bars:
        row = [" "] * width
        for k in range(at(left), at(right) + 1):
            row[k] = "-"
        row[at(left)], row[at(right)] = "[", "]"
        row[at(elo)] = "*"
        lines.append(f"{name.ljust(name_width)} {''.join(row)} {elo:6.0f}")
    lines.append(f"{' ' * name_width} {low:<.0f} … {high:.0f} Elo")
    return lines


def svg_chart(chart: EloChart, width: int = 640) -> str:
    """A row per player: the interval as a bar, the rating as a dot, labelled."""
    left, right, row_h, top = 130, 60, 26, 20
    height = top + row_h * len(chart.bars) + 30
    low, high = _span(chart)

    def x(value: float) -> float:
        return left + (value - low) / (high - low) * (width - left - right)

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'role="img" aria-label="{html.escape(chart.title)}">']
    for k, (name, elo, lo, hi) in enumerate(chart.bars):
        y = top + k * row_h + row_h / 2
        colour = COLOURS[k % len(COLOURS)]
        parts.append(f'<text x="{left - 8}" y="{y + 4:.1f}" text-anchor="end" '
                     f'font-size="12">{html.escape(name)}</text>')
        parts.append(f'<line x1="{x(lo):.1f}" y1="{y:.1f}" x2="{x(hi):.1f}" y2="{y:.1f}" '
                     f'stroke="{colour}" stroke-width="6" stroke-opacity="0.45">'
                     f'<title>{html.escape(name)}: {lo:.0f} to {hi:.0f}</title></line>')
        parts.append(f'<circle cx="{x(elo):.1f}" cy="{y:.1f}" r="4" fill="{colour}"/>')
        parts.append(f'<text x="{x(hi) + 6:.1f}" y="{y + 4:.1f}" font-size="11">'
                     f'{elo:.0f}</text>')
    axis = top + row_h * len(chart.bars) + 4
    parts.append(f'<line x1="{left}" y1="{axis}" x2="{width - right}" y2="{axis}" '
                 'stroke="#444"/>')
    for value in (low, (low + high) / 2, high):
        parts.append(f'<text x="{x(value):.1f}" y="{axis + 16}" text-anchor="middle" '
                     f'font-size="11">{value:.0f}</text>')
    parts.append("</svg>")
    return "\n".join(parts)

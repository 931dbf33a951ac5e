"""Writes a balance report (game/rules/report.py) as Markdown or HTML, chosen by the
file's extension, with a chart of results per turn: bars of text in Markdown, an
inline SVG in HTML. The file is written atomically (temp file, then rename)."""

from __future__ import annotations

import html
import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from game.rules.report import BalanceReport, Chart, Table

FORMATS = {".md": "markdown", ".html": "html"}
COLOURS = ("#b2342c", "#606a76", "#c9a227", "#3a7d44")
BAR_WIDTH = 40


def document_of(lines: Sequence[str]) -> BalanceReport:
    """The report behind `lines` (a game's report); plain lines make a summary-only one."""
    document = getattr(lines, "document", None)
    if isinstance(document, BalanceReport):
        return document
    return BalanceReport(lines[0] if lines else "Balance report",
                         tuple(line.strip() for line in lines[1:]))


def write_report(document: BalanceReport, path: Path) -> None:
    """Write `document` to `path` as Markdown (.md) or HTML (.html); ValueError for any
    other extension, OSError if the file cannot be written."""
    kind = FORMATS.get(Path(path).suffix.lower())
    if kind is None:
        raise ValueError(f"{path}: a report file ends in .md (Markdown) or .html (HTML)")
    text = markdown(document) if kind == "markdown" else to_html(document)
    path = Path(path)
    # the process id in the name, as a save's temp file has (game/files/save_locks.py)
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.{os.getpid()}.")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


def _md_row(cells: Sequence[str]) -> str:
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def markdown(document: BalanceReport) -> str:
    out = [f"# {document.title}", "", *(f"- {line}" for line in document.summary), ""]
    for table in document.tables:
        out += [f"## {table.title.capitalize()}", "", _md_row(table.header),
                _md_row(["---"] * len(table.header)), *(_md_row(r) for r in table.rows), ""]
    if document.chart is not None:
        out += [f"## {document.chart.title.capitalize()}", "", "```", *_text_bars(
            document.chart), "```", ""]
    return "\n".join(out)


def _text_bars(chart: Chart) -> list[str]:
    """One line per category, a bar of each series' own letter, scaled to the largest."""
    marks = "#=+*"
    totals = [sum(values[i] for _, values in chart.series)
              for i in range(len(chart.categories))]
    scale = BAR_WIDTH / max(1, max(totals, default=1))
    width = max(len(c) for c in chart.categories)
    lines = []
    for i, category in enumerate(chart.categories):
        bar = "".join(marks[k % len(marks)] * round(values[i] * scale)
                      for k, (_, values) in enumerate(chart.series))
        lines.append(f"turn {category.rjust(width)} {bar} {totals[i] or ''}".rstrip())
    key = ", ".join(f"{marks[k % len(marks)]} {label}" for k, (label, _) in
                    enumerate(chart.series))
    return [*lines, f"({key})"]


def _html_table(table: Table) -> str:
    head = "".join(f"<th>{html.escape(c)}</th>" for c in table.header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                   for row in table.rows)
    return (f"<h2>{html.escape(table.title.capitalize())}</h2>\n"
            f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>")


def svg_chart(chart: Chart, width: int = 640, height: int = 260) -> str:
    """Stacked bars, one per category, with axis labels and a key."""
    left, bottom, top = 40, 40, 30
    plot_h = height - bottom - top
    totals = [sum(values[i] for _, values in chart.series)
              for i in range(len(chart.categories))]
    most = max(1, max(totals, default=1))
    step = (width - left - 10) / max(1, len(chart.categories))
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'role="img" aria-label="{html.escape(chart.title)}">',
             f'<line x1="{left}" y1="{top + plot_h}" x2="{width - 10}" y2="{top + plot_h}" '
             'stroke="#444"/>',
             f'<text x="{left - 6}" y="{top + 4}" text-anchor="end" font-size="11">{most}'
             '</text>']
    for i, category in enumerate(chart.categories):
        x = left + i * step + step * 0.15
        y = top + plot_h
        for k, (label, values) in enumerate(chart.series):
            h = plot_h * values[i] / most
            if h:
                y -= h
                parts.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{step * 0.7:.1f}" '
                             f'height="{h:.1f}" fill="{COLOURS[k % len(COLOURS)]}">'
                             f'<title>turn {html.escape(category)}: {html.escape(label)} '
                             f'{values[i]}</title></rect>')
        parts.append(f'<text x="{x + step * 0.35:.1f}" y="{top + plot_h + 14}" '
                     f'text-anchor="middle" font-size="11">{html.escape(category)}</text>')
    parts.append(f'<text x="{left}" y="{height - 6}" font-size="11">turn the game ended'
                 '</text>')
    for k, (label, _) in enumerate(chart.series):
        x = left + 150 + k * 150
        parts.append(f'<rect x="{x}" y="{height - 16}" width="10" height="10" '
                     f'fill="{COLOURS[k % len(COLOURS)]}"/><text x="{x + 14}" '
                     f'y="{height - 7}" font-size="11">{html.escape(label)}</text>')
    parts.append("</svg>")
    return "\n".join(parts)


def to_html(document: BalanceReport) -> str:
    summary = "".join(f"<li>{html.escape(line)}</li>" for line in document.summary)
    chart = ""
    if document.chart is not None:
        chart = (f"<h2>{html.escape(document.chart.title.capitalize())}</h2>\n"
                 f"{svg_chart(document.chart)}")
    tables = "\n".join(_html_table(t) for t in document.tables)
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(document.title)}</title>
<style>
body {{ font-family: sans-serif; margin: 2em; color: #222; }}
table {{ border-collapse: collapse; margin-bottom: 1em; }}
th, td {{ border: 1px solid #bbb; padding: 0.3em 0.6em; text-align: left; }}
th {{ background: #eee; }}
</style></head>
<body>
<h1>{html.escape(document.title)}</h1>
<ul>{summary}</ul>
{tables}
{chart}
</body></html>
"""

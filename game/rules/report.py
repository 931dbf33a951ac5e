"""A balance report as plain data: summary lines, tables and a chart of results per
turn. Games build one from finished matches; `lines()` gives the text `sim --report`
prints, and game/files/report_writer.py writes it as Markdown or HTML."""

from __future__ import annotations

import math
from dataclasses import dataclass


def wilson_interval(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate, as (low, high) shares of 1."""
    if trials <= 0:
        return 0.0, 1.0
    rate = successes / trials
    centre = rate + z * z / (2 * trials)
    spread = z * math.sqrt(rate * (1 - rate) / trials + z * z / (4 * trials * trials))
    denominator = 1 + z * z / trials
    return max(0.0, (centre - spread) / denominator), min(1.0, (centre + spread) / denominator)


@dataclass(frozen=True)
class Table:
    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Chart:
    """Counts stacked per category: `series` are (label, one count per category)."""

    title: str
    categories: tuple[str, ...]
    series: tuple[tuple[str, tuple[int, ...]], ...]


@dataclass(frozen=True)
class BalanceReport:
    title: str
    summary: tuple[str, ...]
    tables: tuple[Table, ...] = ()
    chart: Chart | None = None

    def lines(self) -> list[str]:
        """The report as text, one fact a line, tables as aligned columns."""
        out = [self.title, *(f"  {line}" for line in self.summary)]
        for table in self.tables:
            out.append(f"  {table.title}:")
            widths = [max(len(row[i]) for row in (table.header, *table.rows))
                      for i in range(len(table.header))]
            for row in (table.header, *table.rows):
                out.append("    " + "  ".join(cell.ljust(w) for cell, w in zip(row, widths,
                                                                            strict=True))
                           .rstrip())
        if self.chart is not None:
            out.append(f"  {self.chart.title}:")
            for i, category in enumerate(self.chart.categories):
                counts = ", ".join(f"{label} {values[i]}" for label, values in self.chart.series
                                   if values[i])
                if counts:
                    out.append(f"    {category}: {counts}")
        return out


class ReportLines(list):
    """The lines of a report, carrying the report itself as `document` for writers."""

    def __init__(self, document: BalanceReport) -> None:
        super().__init__(document.lines())
        self.document = document

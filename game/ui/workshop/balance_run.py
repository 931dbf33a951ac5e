"""A balance run in the background: computer against computer at one level, both sides,
over all local cores (the process pool `sim` uses, so the same games as `main.py sim
tank-combat --scenario … --seats ai:<level>,ai:<level> --seed 1`), with progress to
draw, a cancel, and the findings or a sentence at the end. No pygame here."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from pathlib import Path

from game.files.catalogue import load_setup
from game.rules.core import catalogue
from game.rules.core.errors import DataError
from game.rules.tankcombat.findings import Findings, findings
from game.sim import all_cores, simulate

log = logging.getLogger(__name__)
GAME = "tank-combat"
SEED = 1


class Cancelled(Exception):
    """The player stopped the run."""


class BalanceRun:
    """`games` games of the scenario at `path`, both seats `ai:<level>`, on a thread."""

    def __init__(self, path: Path, games: int, level: str, jobs: int | None = None,
                 alive: Callable[[], bool] | None = None) -> None:
        self.path = Path(path)
        # asked as each batch of games ends: False (the window closed) stops the run
        # as Cancel does, so a closing app never waits on games nobody will read
        self.alive = alive
        self.games = games
        self.level = level
        self.jobs = jobs or all_cores()
        self.done = 0
        self.state = "waiting"  # running, finished, cancelled or failed
        self.findings: Findings | None = None
        self.problem = ""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self.state == "running"

    @property
    def cancelling(self) -> bool:
        return self.running and self._stop.is_set()

    def start(self) -> None:
        self.state = "running"
        self._thread = threading.Thread(target=self.run, name="balance-run", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop as soon as the games under way end; those not begun are dropped."""
        self._stop.set()

    def wait(self, timeout: float | None = None) -> None:
        if self._thread is not None:
            self._thread.join(timeout)

    def _progress(self, done: int, total: int) -> None:
        self.done = done
        if self._stop.is_set() or (self.alive is not None and not self.alive()):
            raise Cancelled

    def run(self) -> None:
        """The whole run, on whichever thread calls it; sets `state` at the end."""
        self.state = "running"
        try:
            game = catalogue.get(GAME)
            seats = [f"ai:{self.level}"] * 2
            setup = load_setup(game, self.path, seats)
            result = simulate(game, setup, seats, self.games, SEED, self._progress,
                              keep=True, jobs=self.jobs)
            battle = result.matches[0].state.battle
            self.findings = findings(battle.title, result.matches, game.seat_names(setup),
                                     seats)
            self.state = "finished"
        except Cancelled:
            self.state = "cancelled"
        except DataError as exc:
            self.problem = str(exc).splitlines()[0]
            self.state = "failed"
        except Exception as exc:  # a run that fails says so on the screen, never crashes it
            log.exception("the balance run of %s failed", self.path)
            self.problem = f"The balance run failed ({type(exc).__name__}: {exc}); see the log."
            self.state = "failed"

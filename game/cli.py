"""The command line: play | check | sim | bench | los (see DESIGN.md; tests rely on it)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from game.rules.core import catalogue
from game.rules.core.errors import DataError, SaveError, UnknownGame
from game.version import __version__

GAMES = [e.id for e in catalogue.BUILTIN]


def main(argv: Sequence[str]) -> int:
    """Run the command line; returns the exit status."""
    if not argv:
        from game.window import run_window

        return run_window()
    parser = _parser()
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except KeyboardInterrupt:
        print("stopped", file=sys.stderr)
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="main.py", description="Three Fronts")
    parser.add_argument("--version", action="version", version=f"Three Fronts {__version__}")
    sub = parser.add_subparsers(required=True, metavar="COMMAND")

    play = sub.add_parser("play", help="open the window on a new or saved game")
    play.add_argument("game", help="|".join(GAMES))
    play.add_argument("--scenario", type=Path)
    play.add_argument("--seats", help="comma-separated: human, ai, ai:<level>, random")
    play.add_argument("--seed", type=int)
    play.add_argument("--load", type=Path, help="a save file to open")
    play.set_defaults(run=_play)

    check = sub.add_parser("check", help="validate maps, scenarios, data and saves")
    check.add_argument("paths", nargs="+", type=Path)
    check.set_defaults(run=_check)

    sim = sub.add_parser("sim", help="play headless games between computer seats")
    sim.add_argument("game", help="|".join(GAMES))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--seats", help="comma-separated: ai, ai:<level>, random")
    sim.add_argument("--scenario", type=Path)
    sim.add_argument("--report", action="store_true", help="a balance report before the JSON")
    sim.add_argument("--report-file", type=Path, metavar="PATH",
                     help="write the balance report to PATH (.md or .html)")
    sim.add_argument("--jobs", type=int, metavar="N",
                     help="play on N local cores (default: all)")
    sim.set_defaults(run=_sim)

    bench = sub.add_parser("bench", help="performance figures")
    bench.add_argument("--quick", action="store_true", help="only the fast figures")
    bench.set_defaults(run=_bench)

    los = sub.add_parser("los", help="line of sight between hexes of a map")
    los.add_argument("map", type=Path)
    los.add_argument("hexes", nargs="+", help="pairs of hex numbers: A B [C D ...]")
    los.set_defaults(run=_los)
    return parser


def _game(name: str):
    """The rules of `name`, or a printed reason and None."""
    if name not in {e.id for e in catalogue.entries()}:
        print(f"unknown game {name!r}: choose one of {', '.join(GAMES)}", file=sys.stderr)
        return None
    try:
        return catalogue.get(name)
    except UnknownGame as exc:
        print(f"{exc}.", file=sys.stderr)
        return None


def _seats(text: str | None, game, default: str) -> list[str]:
    from game.rules.core.seats import seat_kind

    kinds = [k.strip() for k in text.split(",")] if text else [default] * game.min_seats
    if not game.min_seats <= len(kinds) <= game.max_seats:
        raise ValueError(f"{game.title} takes {game.min_seats}–{game.max_seats} seats, "
                         f"not {len(kinds)}")
    for kind in kinds:
        seat_kind(game, kind)
    return kinds


def _check_seeds(first: int, games: int) -> None:
    """ValueError with a sentence unless the seeds first … first + games - 1 are all ones
    a save can store."""
    from game.rules.core.match import SEED

    if first < 0 or first + games - 1 > SEED.most:
        top = SEED.most - games + 1
        shown = first if abs(first) < 10**30 else "a number far too large"
        raise ValueError(f"--seed must be a whole number from 0 to {top} (a save stores "
                         f"seeds up to {SEED.most}), not {shown}")


def _setup(game, scenario: Path | None, seats: list[str]):
    from game.files.catalogue import default_setup, load_setup

    if scenario is None:
        return default_setup(game, seats)
    return load_setup(game, scenario, seats)


def _play(args: argparse.Namespace) -> int:
    game = _game(args.game)
    if game is None:
        return 2
    from game.files import saves
    from game.rules.core.match import Match

    try:
        if args.load:
            match = saves.open_save(args.load)
            if match.replay_note:
                print(match.replay_note, file=sys.stderr)
            if match.game.id != game.id:
                print(f"{args.load} is a save of {match.game.title}, not {game.title}: "
                      f"opening {match.game.title}.", file=sys.stderr)
                game = match.game
        else:
            seats = _seats(args.seats, game, "human")
            seed = args.seed if args.seed is not None else int.from_bytes(os.urandom(4), "big")
            _check_seeds(seed, 1)
            match = Match(game, _setup(game, args.scenario, seats), seed, seats)
    except (ValueError, SaveError, DataError) as exc:
        print(exc, file=sys.stderr)
        return 2
    from game.ui.catalogue import get_ui
    from game.window import run_window

    try:
        ui = get_ui(game.id)
    except UnknownGame as exc:
        print(f"{exc}.", file=sys.stderr)
        return 2
    return run_window(lambda app: ui.scene(app, match))


def _check(args: argparse.Namespace) -> int:
    from game.files.checks import check_paths

    problems = check_paths(args.paths)
    try:
        for line in problems:
            print(line)
        sys.stdout.flush()
    except BrokenPipeError:  # the reader has gone (`check ... | head -1`): stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 1 if problems else 0


def _sim(args: argparse.Namespace) -> int:
    game = _game(args.game)
    if game is None:
        return 2
    from game.sim import all_cores, simulate, terminal_progress

    try:
        seats = _seats(args.seats, game, "ai" if game.ai_levels else "random")
        setup = _setup(game, args.scenario, seats)
        if args.games < 1:
            raise ValueError("--games must be at least 1")
        _check_seeds(args.seed, args.games)
        if args.jobs is not None and args.jobs < 1:
            raise ValueError("--jobs must be at least 1")
        if args.report_file and args.report_file.suffix.lower() not in (".md", ".html"):
            raise ValueError(f"{args.report_file}: a report file ends in .md or .html")
        result = simulate(game, setup, seats, args.games, args.seed,
                          terminal_progress if sys.stderr.isatty() else None,
                          keep=args.report or bool(args.report_file),
                          jobs=args.jobs or all_cores())
    except (ValueError, DataError) as exc:
        print(exc, file=sys.stderr)
        return 1
    except Exception as exc:  # sim reports any failure in one line and exits 1
        print(f"sim failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    lines = game.report(result.matches, seats) if result.matches else []
    if args.report:
        for line in lines:
            print(line)
    if args.report_file:
        from game.files.disk import problem_words
        from game.files.report_writer import document_of, write_report

        try:
            write_report(document_of(lines), args.report_file)
        except (OSError, ValueError) as exc:
            why = problem_words(exc) if isinstance(exc, OSError) else exc
            print(f"{args.report_file}: cannot write the report ({why})", file=sys.stderr)
            return 1
    print(json.dumps(result.summary()))
    return 0


def _bench(args: argparse.Namespace) -> int:
    from game.bench import run_benchmarks

    for name, value, unit in run_benchmarks(quick=args.quick):
        print(f"{name}: {value:.4g} {unit}")
    return 0


def _los(args: argparse.Namespace) -> int:
    from game.files.tiled import MapError, load_hex_map

    if len(args.hexes) % 2:
        print("give hex numbers in pairs: A B [C D ...]", file=sys.stderr)
        return 2
    try:
        hex_map = load_hex_map(args.map)
    except (MapError, DataError) as exc:
        print(exc, file=sys.stderr)
        return 1
    status = 0
    for a_num, b_num in zip(args.hexes[::2], args.hexes[1::2], strict=True):
        try:
            a, b = hex_map.hex(a_num), hex_map.hex(b_num)
        except (KeyError, ValueError) as exc:
            print(f"{a_num} {b_num} error: {exc}")
            status = 1
            continue
        line = hex_map.sight_line(a, b)
        if line.blocker is None:
            print(f"{a_num} {b_num} visible d={line.distance}")
        else:
            print(f"{a_num} {b_num} blocked-by {hex_map.number(line.blocker)} d={line.distance}")
    return status

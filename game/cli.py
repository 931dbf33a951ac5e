"""The command line: play | check | sim | bench | los | ladder | scenario (see DESIGN.md;
tests rely on it)."""

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
    _add_ladder(sub)
    _scenario_parser(sub)
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


def _add_ladder(sub) -> None:
    ladder = sub.add_parser("ladder", help="rate every computer level: a round robin with "
                                           "random, Elo with intervals, the win matrix")
    ladder.add_argument("game", help="|".join(GAMES))
    ladder.add_argument("--scenario", type=Path)
    ladder.add_argument("--games", type=int, metavar="N",
                        help="games per pairing from each seat (default: 50; "
                             "Built for War, whose games are quick, 200)")
    ladder.add_argument("--seed", type=int, default=1)
    ladder.add_argument("--jobs", type=int, metavar="N",
                        help="play on N local cores (default: all)")
    ladder.add_argument("--report", type=Path, metavar="FILE",
                        help="write the report to FILE (.md or .html)")
    ladder.add_argument("--ratings", type=Path, metavar="FILE",
                        help="put the ratings in FILE, a ratings file such as "
                             "assets/data/ladder.yaml (the entry for this game and "
                             "scenario is replaced)")
    ladder.set_defaults(run=_ladder)


def _ladder(args: argparse.Namespace) -> int:
    game = _game(args.game)
    if game is None:
        return 2
    from game.ladder import default_games, ratings_of, report_of, run_ladder
    from game.sim import all_cores, terminal_progress

    games = default_games(game.id) if args.games is None else args.games
    try:
        if games < 1:
            raise ValueError("--games must be at least 1")
        _check_seeds(args.seed, games)
        if args.jobs is not None and args.jobs < 1:
            raise ValueError("--jobs must be at least 1")
        if args.report and args.report.suffix.lower() not in (".md", ".html"):
            raise ValueError(f"{args.report}: a report file ends in .md or .html")
        setup = _setup(game, args.scenario, ["random", "random"])
        standings = run_ladder(game, setup, games, args.seed, args.jobs or all_cores(),
                               terminal_progress if sys.stderr.isatty() else None)
    except (ValueError, DataError) as exc:
        print(exc, file=sys.stderr)
        return 1
    except Exception as exc:  # like sim: any failure in one line, exit 1
        print(f"ladder failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    report = report_of(standings, game, args.scenario)
    for line in report.lines():
        print(line)
    from game.files.disk import problem_words
    from game.files.ladder_report import write_ladder_report
    from game.files.ratings import save_ladder

    writes = [(args.report, lambda path: write_ladder_report(report, path)),
              (args.ratings, lambda path: save_ladder(ratings_of(standings, args.scenario),
                                                      path))]
    for path, write in writes:
        if path is None:
            continue
        try:
            write(path)
        except (OSError, ValueError, DataError) as exc:
            why = problem_words(exc) if isinstance(exc, OSError) else exc
            print(f"{path}: cannot write ({why})", file=sys.stderr)
            return 1
    return 0


def _scenario_parser(sub) -> None:
    scenario = sub.add_parser("scenario", help="the scenario workshop's file work: new "
                              "Tank Combat scenarios, packs to share them")
    actions = scenario.add_subparsers(required=True, metavar="ACTION")
    new = actions.add_parser("new", help="write a new scenario and its map into your "
                             "scenarios folder; prints both paths")
    new.add_argument("title")
    start = new.add_mutually_exclusive_group(required=True)
    start.add_argument("--map", help="the map to start from: a shipped map's name "
                       "(training-ground) or a .tmx file")
    start.add_argument("--blank", metavar="COLUMNSxROWS",
                       help="a blank map of that size, e.g. 16x12")
    new.set_defaults(run=_scenario_new)
    export = actions.add_parser("export", help="pack a scenario with its map, templates "
                                "and tilesets into one .tfscenario file; prints its path")
    export.add_argument("scenario", help="a scenario file, or the name of one of yours")
    export.add_argument("--out", type=Path, help="the pack to write (default: the "
                        "exports folder beside your saves)")
    export.set_defaults(run=_scenario_export)
    imported = actions.add_parser("import", help="check a .tfscenario pack completely, "
                                  "then unpack it into your scenarios folder")
    imported.add_argument("pack", type=Path)
    imported.add_argument("--replace", action="store_true", help="replace a scenario or "
                          "map of the same name already there")
    imported.set_defaults(run=_scenario_import)


def _scenario_new(args: argparse.Namespace) -> int:
    from game.files.tankcombat import workshop

    try:
        if args.blank is not None:
            columns, _, rows = args.blank.lower().partition("x")
            if not (columns.isdigit() and rows.isdigit()):
                raise DataError(f"--blank takes COLUMNSxROWS, such as 16x12, not "
                                f"{args.blank!r}")
            made = workshop.new_scenario(args.title, size=(int(columns), int(rows)))
        else:
            source = Path(args.map)
            shipped = [p for p in workshop.shipped_maps() if p.stem == args.map]
            if not source.is_file() and shipped:
                source = shipped[0]
            made = workshop.new_scenario(args.title, source=source)
    except DataError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(made.scenario)
    print(made.map)
    return 0


def _scenario_export(args: argparse.Namespace) -> int:
    from game.files.scenario_pack import export_pack
    from game.files.tankcombat import workshop

    scenario = Path(args.scenario)
    if not scenario.is_file() and (workshop.folder() / f"{args.scenario}.yaml").is_file():
        scenario = workshop.folder() / f"{args.scenario}.yaml"
    if not scenario.is_file():
        print(f"{scenario}: no such scenario file", file=sys.stderr)
        return 1
    try:
        pack = export_pack(scenario, args.out)
    except DataError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(pack)
    return 0


def _scenario_import(args: argparse.Namespace) -> int:
    from game.files.scenario_pack import import_pack

    try:
        done = import_pack(args.pack, replace=args.replace)
    except DataError as exc:
        print(exc, file=sys.stderr)
        return 1
    for old, new in done.renamed.items():
        print(f"the pack's {old} is kept as {new}: yours differs", file=sys.stderr)
    print(done.scenario)
    return 0

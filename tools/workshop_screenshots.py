"""Screenshots of the scenario workshop, headless, in a private user folder: the empty
workshop, a new scenario, a scenario shown, one with problems, a balance report and
Tank Combat's setup listing the user's scenario.

    .venv/bin/python tools/workshop_screenshots.py 1280x800 docs/screenshots
"""

from __future__ import annotations

import os
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["THREE_FRONTS_HOME"] = tempfile.mkdtemp(prefix="three-fronts-workshop-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from game.engine.app import App  # noqa: E402
from game.files import paths  # noqa: E402
from game.files.settings import Settings  # noqa: E402
from game.files.tankcombat import workshop  # noqa: E402
from game.rules.core import catalogue  # noqa: E402
from game.ui.menu import MainMenu  # noqa: E402
from game.ui.tankcombat.setup_scene import TankSetupScene  # noqa: E402
from game.ui.workshop.balance_scene import BalanceScene  # noqa: E402
from game.ui.workshop.new_scenario_scene import NewScenarioScene  # noqa: E402
from game.ui.workshop.workshop_scene import WorkshopScene  # noqa: E402
from tests.conftest import FrameClock  # noqa: E402
from tests.ui.driver import step  # noqa: E402

LISTED = """units:
  - {card: t34_76, side: soviet, hex: "0204", facing: 1, name: T-34 platoon}
  - {card: kv1, side: soviet, hex: 0206, facing: 1, name: KV-1 platoon}
  - {card: pz3, side: german, hex: "0205", facing: 4, name: Pz III platoon}"""


def main(size: tuple[int, int], out: Path) -> None:
    app = App(Settings(), paths.log_file(), MainMenu)
    app.clock = FrameClock()
    app.resize_window(size)

    def shot(name: str) -> None:
        step(app, 3)
        pygame.image.save(pygame.display.get_surface(), str(out / f"{name}.png"))

    shop = WorkshopScene(app)
    app.stack.clear_to(shop)
    shot("workshop-empty")
    new = NewScenarioScene(app, shop.created)
    app.stack.push(new)
    new.pick(workshop.shipped_maps()[1])
    new.entry.set_text("Village Fight")
    step(app)
    shot("workshop-new")
    new.create()
    shot("workshop")
    scenario = shop.path
    good = scenario.read_text()
    scenario.write_text(good.replace("units: map", LISTED).replace("turns: 8", "turns: 0"))
    time.sleep(0.5)
    step(app, 2)
    shop.message = None
    shop.rebuild()
    shot("workshop-problems")
    scenario.write_text(re.sub(r"turn(s:|)(\s+)8", r"turn\1\g<2>6", good))
    time.sleep(0.5)
    step(app, 2)
    balance = BalanceScene(app, scenario, games=100, level="easy")
    app.stack.push(balance)
    balance.start()
    while balance.run.running:
        time.sleep(0.2)
        step(app, 1)
    shot("workshop-balance")
    setup = TankSetupScene(app, catalogue.get("tank-combat"))
    setup.index = setup.files.index(scenario)
    app.stack.clear_to(setup)
    shot("tank-combat-setup-yours")
    shutil.rmtree(os.environ["THREE_FRONTS_HOME"], ignore_errors=True)


if __name__ == "__main__":
    width, height = map(int, sys.argv[1].split("x"))
    main((width, height), Path(sys.argv[2]))

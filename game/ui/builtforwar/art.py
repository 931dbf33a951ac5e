"""How every Built for War component looks and explains itself: a `PieceLook` per
technology tile, action card, support card, AI tank card, disk and marker (art in
assets/pieces/builtforwar/, made by tools/make_builtforwar_art.py), and the lines a
hover shows. Plain values from the view's content; no rule is decided here."""

from __future__ import annotations

from game.engine.pieces import Badge, PieceLook
from game.rules.builtforwar.ai_content import AITank
from game.rules.builtforwar.content import (
    ACTION_ICONS,
    BURN_TREAD,
    EFFECT_KINDS,
    ActionCard,
    Content,
    SupportCard,
    Technology,
)

Colour = tuple[int, int, int]

NATION_COLOURS: dict[str, Colour] = {"germany": (112, 118, 124), "uk": (176, 152, 102),
                                     "russia": (170, 48, 40), "usa": (52, 88, 156)}
ERA_COLOURS: dict[str, Colour] = {"early": (46, 86, 140), "late": (186, 104, 34),
                                  "printed": (92, 78, 56)}
ACTION_COLOURS: dict[str, Colour] = {"support": (62, 110, 62), "fire_cannons": (150, 46, 40),
                                     "fire_machine_guns": (150, 96, 40),
                                     "turret": (98, 70, 140), "blitz": (168, 140, 30),
                                     BURN_TREAD: (40, 40, 40)}
ICON_NAMES: dict[str, str] = {"blitz": "Blitz", "cannon": "Cannon", "machine_gun": "Machine gun",
                              "support": "Support", "turret": "Turret", "armor": "Armor",
                              "suspension": "Suspension", "crew": "Crew",
                              "mechanic": "Mechanic"}
ACTION_NAMES: dict[str, str] = {"support": "Support", "fire_cannons": "Fire cannons",
                                "fire_machine_guns": "Fire machine guns", "turret": "Turret",
                                "blitz": "Blitz", BURN_TREAD: "Burn Tread"}
ACTION_SHORT: dict[str, str] = {"support": "Support", "fire_cannons": "Cannons",
                                "fire_machine_guns": "Machine guns", "turret": "Turret",
                                "blitz": "Blitz", BURN_TREAD: "Burn Tread"}
BENEFIT_WORDS: dict[str, str] = {"initiative": "initiative", "firepower": "firepower",
                                 "support_draw": "support card drawn",
                                 "repair": "marker repaired"}
GOLD: Colour = (232, 196, 80)
RED: Colour = (196, 48, 40)
GREEN: Colour = (60, 150, 70)
DARK: Colour = (24, 22, 18)
INK_ON: Colour = (240, 236, 220)


def art(name: str) -> str:
    return f"builtforwar/{name}.svg"


def nation_name(content: Content, nation: str) -> str:
    return content.board(nation).name


# -- technology tiles -----------------------------------------------------------------

def tech_value(tech: Technology) -> str:
    """The tile's number as printed: firepower, bolts, gears, front/flank armor."""
    if tech.icon == "armor":
        return f"{tech.front}/{tech.flank}"
    if tech.icon in ("cannon", "machine_gun", "crew"):
        return f"+{tech.value}"
    if tech.icon in ("blitz", "turret", "support", "mechanic"):
        return str(tech.value)
    return ""


def tech_look(tech: Technology, malfunction: bool = False, mark: str = "",
              dimmed: bool = False) -> PieceLook:
    """A technology tile face up: its icon (auxiliary: a cross), the era's colour, the
    value at the left and the weight at the right; Auto, Discard and HE as badges."""
    colour = ERA_COLOURS.get(tech.era, ERA_COLOURS["printed"])
    if dimmed:
        colour = tuple(c // 2 for c in colour)  # type: ignore[assignment]
    numbers = tuple(n for n in (tech_value(tech), f"w{tech.weight}") if n)
    badges = []
    if tech.auto:
        badges.append(Badge("A", (40, 120, 180), "nw"))
    if tech.discard:
        badges.append(Badge("D", (120, 60, 150), "sw"))
    if tech.he:
        badges.append(Badge("H", (170, 80, 30), "se"))
    if malfunction:
        badges.append(Badge("!", RED, "ne"))
    if mark == "discard":
        badges.append(Badge("X", RED, "ne"))
    rim = (255, 255, 255) if mark == "pick" else ((26, 16, 8) if tech.primary
                                                   else (200, 186, 150))
    return PieceLook(art(tech.icon or "auxiliary"), colour, rim, numbers=numbers,
                     badges=tuple(badges), shape="square")


def deck_look(icon: str, colour: Colour) -> PieceLook:
    """The back of a deck of cards."""
    return PieceLook(art(icon), colour, DARK, shape="square")


def facedown_look(era: str, rim: Colour = DARK) -> PieceLook:
    """The back of a technology tile: nothing but its era."""
    return PieceLook(art("facedown"), ERA_COLOURS.get(era, ERA_COLOURS["early"]), rim,
                     shape="square")


def tech_lines(tech: Technology) -> list[str]:
    kind = "auxiliary" if tech.icon is None else \
        f"{ICON_NAMES[tech.icon].lower()} {'primary' if tech.primary else 'secondary'}"
    era = {"early": "early war (blue)", "late": "late war (orange)"}.get(tech.era,
                                                                         "printed on the board")
    lines = [tech.name, f"{kind.capitalize()} technology, {era}."]
    if tech.icon == "armor":
        lines.append(f"Armor: front {tech.front}, flank {tech.flank} (added to the defense die).")
    elif tech.icon in ("cannon", "machine_gun"):
        lines.append(f"Firepower +{tech.value}.")
    elif tech.icon in ("blitz", "turret"):
        lines.append(f"{tech.value} lightning bolt(s) of initiative.")
    elif tech.icon == "support":
        lines.append(f"Keeps {tech.value} support card(s) in a support action.")
    elif tech.icon == "crew":
        lines.append(f"Every action card's weight allowance +{tech.value}.")
    elif tech.icon == "mechanic":
        lines.append(f"{tech.value} gear(s): markers removed by repair and rally.")
    lines.append(f"Weight {tech.weight:+d}.")
    if tech.primary and tech.icon:
        lines.append("Primary: covers the technology below it; one per type on the tank.")
    elif tech.icon:
        lines.append("Secondary: sits beside the primary; any number allowed.")
    else:
        lines.append("Auxiliary: goes on a free plain location, covers nothing.")
    if tech.auto:
        lines.append("Auto: deploys onto the tank as soon as it is researched.")
    if tech.discard:
        lines.append("Discard: leaves the game when deployed, giving its benefit once.")
    if tech.he:
        lines.append("HE: this cannon may fire at support units.")
    if tech.effect is not None:
        lines.append(EFFECT_KINDS[tech.effect.kind].replace("`amount`",
                                                             str(tech.effect.amount)) + ".")
    return lines


# -- cards ------------------------------------------------------------------------------

def action_look(card: ActionCard, picked: bool = False, refused: bool = False) -> PieceLook:
    icon = "burn_tread" if card.action == BURN_TREAD else ACTION_ICONS[card.action]
    badges = (Badge(f"+{card.benefit_amount}", GREEN, "ne"),) if card.benefit else ()
    if refused:
        badges += (Badge("x", RED, "nw"),)
    colour = ACTION_COLOURS[card.action]
    return PieceLook(art(icon), colour, (255, 255, 255) if picked else DARK,
                     numbers=(str(card.allowance),),
                     badges=badges, shape="square")


CAPTION_WORDS: dict[str, str] = {"initiative": "initiative", "firepower": "firepower",
                                 "support_draw": "card drawn", "repair": "repair"}


def action_caption(card: ActionCard) -> str:
    benefit = f", +{card.benefit_amount} {CAPTION_WORDS[card.benefit]}" if card.benefit else ""
    return f"allows {card.allowance}{benefit}"


def action_lines(card: ActionCard) -> list[str]:
    lines = [f"{ACTION_NAMES[card.action]} action card",
             f"Weight allowance {card.allowance}: a heavier tank malfunctions after the action."]
    if card.action == BURN_TREAD:
        lines.append("Performs any one of the five actions.")
    if card.benefit:
        lines.append(f"Benefit: +{card.benefit_amount} {BENEFIT_WORDS[card.benefit]}.")
    lines.append("Or discard it to repair and rally.")
    return lines


def support_look(card: SupportCard, suppressed: bool = False, entrenched: bool = False,
                 destroyed: bool = False) -> PieceLook:
    colour = (128, 44, 36) if card.objective else (74, 92, 52)
    if destroyed:
        return PieceLook(art("facedown"), (60, 60, 56), DARK, numbers=("1",), shape="square")
    badges = []
    if suppressed:
        badges.append(Badge("S", RED, "ne"))
    if entrenched:
        badges.append(Badge("E", (150, 120, 60), "nw"))
    numbers = (f"d{card.defense}", f"{card.vp}vp") if card.vp else (f"d{card.defense}",)
    return PieceLook(art("objective" if card.objective else "unit"), colour, DARK,
                     numbers=numbers, badges=tuple(badges), shape="square")


def support_lines(card: SupportCard, suppressed: bool = False, on: str = "") -> list[str]:
    kind = "Objective" if card.objective else f"Unit ({card.category})"
    lines = [card.name, f"{kind}: defense {card.defense}, {card.vp} VP at each end of year."]
    abilities = [f"{label} {value:+d}" if label in ("cannon", "machine gun") else
                 f"{label} {value} bolt(s)"
                 for label, value in (("cannon", card.cannon), ("machine gun", card.machine_gun),
                                      ("turret", card.turret), ("blitz", card.blitz))
                 if value is not None]
    if abilities:
        lines.append("Takes part in: " + ", ".join(abilities) + ".")
    if card.instant_initiative:
        lines.append(f"Instant initiative +{card.instant_initiative} when deployed.")
    if suppressed:
        lines.append("Suppressed: takes no part until rallied; killed if suppressed again.")
    if on:
        lines.append(f"Entrenched on {on}: defends with both cards' shields.")
    return lines


def ai_tank_look(tank: AITank, kills: int) -> PieceLook:
    badges = (Badge(str(kills), GOLD if kills else RED, "ne"),)
    if tank.he:
        badges += (Badge("H", (170, 80, 30), "se"),)
    return PieceLook(art("kill"), (70, 74, 66), DARK, numbers=(f"+{tank.cannon}",
                                                                f"{tank.front}/{tank.flank}",
                                                                f"w{tank.weight}"),
                     badges=badges, shape="square")


def ai_tank_lines(tank: AITank, kills: int) -> list[str]:
    return [tank.name + f" (AI tank card, {kills} tank kill tile(s))",
            f"Cannon +{tank.cannon}, machine gun +{tank.machine_gun}{', HE' if tank.he else ''}.",
            f"Armor front {tank.front}, flank {tank.flank}; weight {tank.weight}.",
            f"Turret {tank.turret} bolt(s), blitz {tank.blitz} bolt(s) (net of weight).",
            "An AI tank that would malfunction loses a tank kill tile instead."]


def disk_look(nation: str, number: str = "", top: bool = False) -> PieceLook:
    return PieceLook(art(nation), NATION_COLOURS[nation], GOLD if top else DARK,
                     numbers=(number,) if number else ())


def kill_look(nation: str) -> PieceLook:
    return PieceLook(art("kill"), NATION_COLOURS[nation], DARK, shape="square")


def doctrine_look(nation: str) -> PieceLook:
    return PieceLook(art("doctrine"), NATION_COLOURS[nation], GOLD, shape="square")


def marker_look(label: str, colour: Colour) -> PieceLook:
    return PieceLook("", colour, DARK, numbers=(label,))

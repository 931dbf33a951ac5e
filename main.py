#!/usr/bin/env python3
"""Three Fronts: with no arguments, the game window; with a subcommand, the command line."""

import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

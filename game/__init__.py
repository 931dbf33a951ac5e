"""Three Fronts: three WWII board games, faithfully, in one window."""

import os

# pygame prints a banner on import; a desktop app and its command line should not.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

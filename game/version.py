"""The one version string of Three Fronts (shown by `--version`, the menu and saves)."""

__version__ = "0.4.0"

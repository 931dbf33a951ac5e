"""Hex map drawing shared by Map preview and the Tank Combat scenes."""

"""The game-agnostic pygame-ce layer: app loop, scenes, assets, camera, handoff."""

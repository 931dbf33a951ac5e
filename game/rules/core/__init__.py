"""The shared rules layer: dice, the game protocol, actions and events, matches, agents."""

"""World War II: Tank Combat — rules, unit cards, scenarios, AI."""
